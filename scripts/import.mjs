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
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readCatalogueFile } from "./lib/catalogue-csv.mjs";
import { importCatalogue } from "./lib/catalogue-import.mjs";
import { CliError, explain, MISSING_PASSWORD } from "./lib/cli-errors.mjs";
import { DEFAULT_CONNECTION } from "./lib/seed-catalogue.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { images: { type: "string" }, prune: { type: "boolean", default: false } },
});

/**
 * One line redrawn in place on a terminal; silent when the output is a file or a pipe.
 * @param {number} done
 * @param {number} total
 */
function progress(done, total) {
  if (!process.stderr.isTTY || total < 50) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(
    `\r  [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} products`,
  );
  if (done === total) process.stderr.write("\n");
}

/** @param {import("./lib/catalogue-csv.mjs").Problem[]} problems */
const printProblems = (problems) => {
  for (const p of problems) {
    console.error(`  row ${p.row}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  }
  console.error(`${problems.length} problem(s); nothing was written.`);
};

try {
  const file = positionals[0];
  if (!file) throw new Error("usage: npm run import -- FILE.csv [--images DIR] [--prune]");
  if (!DEFAULT_CONNECTION.password) throw new CliError(MISSING_PASSWORD);
  const imagesDir = values.images ? path.resolve(values.images) : undefined;
  if (imagesDir && !(await stat(imagesDir).catch(() => undefined))?.isDirectory()) {
    throw new CliError(`No such folder: ${imagesDir}`);
  }
  const started = performance.now();
  const { rows, problems, encoding } = readCatalogueFile(await readFile(file));
  if (problems.length) {
    printProblems(problems);
    process.exit(1);
  }
  console.log(`Read ${file} as ${encoding}.`);
  const result = await importCatalogue(rows, {
    connection: DEFAULT_CONNECTION,
    imagesDir,
    prune: values.prune,
    onProgress: progress,
  });
  const s = result.summary;
  if (!s) {
    printProblems(result.problems);
    process.exit(1);
  }
  console.log(
    `${rows.length} row${rows.length === 1 ? "" : "s"}: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.pruned} pruned` +
      ` (${s.categoriesCreated} new categories, ${s.subcategoriesCreated} new subcategories)` +
      ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`Import failed: ${explain(error)}`);
  process.exit(1);
}
