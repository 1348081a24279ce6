#!/usr/bin/env node
/**
 * `npm run import` of a 10,000-row spreadsheet into a shop that has the demo catalogue: the time
 * of the whole command (parse, check, write), median of 3 runs on fresh servers, and of a second
 * run of the same file (nothing to change). Standalone: `node scripts/bench/import.mjs`.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { writeCatalogueCsv } from "../lib/catalogue-csv.mjs";
import { ROOT } from "../lib/pocketbase.mjs";
import { DEMO_CATALOGUE } from "../lib/seed-catalogue.mjs";
import { generateProducts } from "../lib/seed-generate.mjs";
import { startSeededServer } from "./seeded-server.mjs";

const ROWS = 10_000;
const RUNS = 3;
const run = promisify(execFile);

/** @param {string} file */
async function spreadsheet(file) {
  const catalogue = /** @type {import("../lib/seed-catalogue.mjs").Catalogue} */ (
    JSON.parse(await readFile(DEMO_CATALOGUE, "utf8"))
  );
  const names = new Map();
  for (const c of catalogue.categories) {
    names.set(c.slug, c.name);
    for (const s of c.subcategories ?? []) names.set(s.slug, s.name);
  }
  const rows = generateProducts(catalogue, ROWS, new Map()).map((p) => ({
    ...p,
    handle: p.slug,
    category: names.get(p.category),
    subcategory: names.get(p.subcategory),
    options: p.options ?? [],
    images: [`https://images.example.com/${p.slug}.webp`],
  }));
  // generated rows leave some columns out; the writer prints those empty
  const sheet = /** @type {Parameters<typeof writeCatalogueCsv>[0]} */ (rows);
  await writeFile(file, writeCatalogueCsv(sheet));
}

/**
 * @param {Awaited<ReturnType<typeof startSeededServer>>} server
 * @param {string} file
 */
async function timedImport(server, file) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/import.mjs"), file], {
    env: {
      ...process.env,
      PB_URL: server.url,
      PB_ADMIN_EMAIL: server.admin.email,
      PB_ADMIN_PASSWORD: server.admin.password,
    },
  });
  return { ms: performance.now() - started, summary: stdout.trim() };
}

/** @param {number[]} xs */
const median = (xs) =>
  /** @type {number} */ ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

/** @param {{log?: (line: string) => void}} [ctx] */
export async function run_(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[import] ${line}`));
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-import-"));
  const file = path.join(dir, "catalogue.csv");
  try {
    await spreadsheet(file);
    const first = [];
    const second = [];
    // the machine may be shared: the load beside the figure says how much of it the run had
    const loads = [os.loadavg()[0] ?? 0];
    for (let i = 0; i < RUNS; i++) {
      const server = await startSeededServer();
      try {
        const a = await timedImport(server, file);
        const b = await timedImport(server, file);
        log(
          `run ${i + 1}: ${Math.round(a.ms)} ms (${a.summary}); again ${Math.round(b.ms)} ms (${b.summary})`,
        );
        first.push(a.ms);
        second.push(b.ms);
        loads.push(os.loadavg()[0] ?? 0);
      } finally {
        await server.dispose();
      }
    }
    return [
      {
        name: `npm run import of a ${ROWS.toLocaleString("en")}-row spreadsheet (all new)`,
        value: Math.round(median(first)),
        unit: "ms",
        target: "< 60,000 ms",
        limit: 60_000,
        ratio: Number((median(first) / 60_000).toFixed(2)),
        note: `median of ${RUNS} fresh servers (min ${Math.round(Math.min(...first))}, max ${Math.round(Math.max(...first))}); whole command: parse, check every row, write; 1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores`,
      },
      {
        name: "The same spreadsheet again (nothing to change)",
        value: Math.round(median(second)),
        unit: "ms",
        target: "report",
        limit: null,
        ratio: null,
        note: `median of ${RUNS}; reads the catalogue, compares, writes nothing`,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
export { run_ as run };

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run_(), null, 2));
}
