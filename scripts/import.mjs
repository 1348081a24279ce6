#!/usr/bin/env node
/**
 * `npm run import -- FILE.csv [--images DIR] [--prune]`: loads the owner's spreadsheet into the
 * catalogue (columns: scripts/lib/catalogue-csv.mjs; template: seed/catalogue-template.csv).
 * Every row is checked first; when any is wrong, each problem is printed with its row number as
 * the spreadsheet shows it and its column, and nothing is written. Then products are upserted by
 * `handle` (the same file twice changes nothing); with --prune, products missing from the file
 * are deleted (devices drop them through tombstones).
 * Connection: PB_URL, PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD (required), as for `npm run seed`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readCatalogueCsv } from "./lib/catalogue-csv.mjs";
import { importCatalogue } from "./lib/catalogue-import.mjs";
import { DEFAULT_CONNECTION } from "./lib/seed-catalogue.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { images: { type: "string" }, prune: { type: "boolean", default: false } },
});

/** One line redrawn in place on a terminal; silent when the output is a file or a pipe. */
function progress(done, total) {
  if (!process.stderr.isTTY || total < 50) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(
    `\r  [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} products`,
  );
  if (done === total) process.stderr.write("\n");
}

const printProblems = (problems) => {
  for (const p of problems) {
    console.error(`  row ${p.row}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  }
  console.error(`${problems.length} problem(s); nothing was written.`);
};

try {
  const file = positionals[0];
  if (!file) throw new Error("usage: npm run import -- FILE.csv [--images DIR] [--prune]");
  if (!DEFAULT_CONNECTION.password) throw new Error("set PB_ADMIN_PASSWORD (see README)");
  const started = performance.now();
  const { rows, problems } = readCatalogueCsv(await readFile(file, "utf8"));
  if (problems.length) {
    printProblems(problems);
    process.exit(1);
  }
  const result = await importCatalogue(rows, {
    connection: DEFAULT_CONNECTION,
    imagesDir: values.images ? path.resolve(values.images) : undefined,
    prune: values.prune,
    onProgress: progress,
  });
  if (result.problems.length) {
    printProblems(result.problems);
    process.exit(1);
  }
  const s = result.summary;
  console.log(
    `${rows.length} row${rows.length === 1 ? "" : "s"}: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.pruned} pruned` +
      ` (${s.categoriesCreated} new categories, ${s.subcategoriesCreated} new subcategories)` +
      ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  const detail = error?.response?.data ? ` ${JSON.stringify(error.response.data)}` : "";
  console.error(`Import failed: ${error?.message ?? error}${detail}`);
  process.exit(1);
}
