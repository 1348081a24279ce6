#!/usr/bin/env node
/**
 * `npm run bench [-- name…]`: runs the benchmark modules in scripts/bench/ (each exports
 * `run(ctx)` resolving to rows {name, value, unit, target, limit, ratio, note, and optionally
 * better: "higher" for scores, reportOnly for figures shown against a limit only for scale})
 * and writes their
 * figures to BENCHMARKS.md. Each module owns one marked section, so running a subset keeps the
 * other sections' last figures. A new benchmark is a new module added to MODULES.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib/pocketbase.mjs";

/** @typedef {import("./bench/types").BenchRow} BenchRow */

/** @type {Record<string, string>} */
const MODULES = {
  catalogue: "Catalogue: sync, search, offline cold start, shipped JS",
  "server-load": "Server load",
  lighthouse: "Lighthouse",
  "first-visit": "A first visit's long tasks as a phone runs them, with no DevTools watching",
  realtime: "Realtime: memory per subscriber and fan-out, against stock PocketBase",
  import: "Spreadsheet import",
  images: "Product photos: image bytes a phone downloads",
  search: "Forgiving search: 10,000 products, typed letter by letter",
  trace:
    "First visit under 4× CPU: where the main thread goes, and how it grows with the catalogue",
  "admin-orders": "The owner's /admin over 10,000 orders: list, counts, search, figures",
  taps: "Taps and keystrokes under 4× CPU: what a shopper waits for (Event Timing)",
  push: "Push: from a status change to the push service",
  soak: "Soak: a busy shop's steady load (realtime audience, catalogue reads, orders, edits)",
  faults: "Fault history: submissions through the app's outbox while the server and network fail",
  "product-upload": "A new product with phone photos from /admin on a weak connection",
};
const FILE = path.join(ROOT, "BENCHMARKS.md");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(MODULES);
for (const name of names) {
  if (!(name in MODULES))
    throw new Error(`unknown benchmark "${name}"; known: ${Object.keys(MODULES)}`);
}

function machine() {
  let chromium = "unknown";
  try {
    chromium = execFileSync(CHROMIUM, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {}
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${chromium}`;
}

/** @param {unknown} x */
const cell = (x) => (x === null || x === undefined ? "—" : String(x).replaceAll("|", "\\|"));

/** @param {BenchRow[]} rows */
function table(rows) {
  const head =
    "| benchmark | result | target | limit (same run) | ratio | verdict | notes |\n|---|---|---|---|---|---|---|";
  const lines = rows.map((r) => {
    // scores are met from above (`better: "higher"`); `reportOnly` rows show a limit for scale
    const met =
      r.better === "higher"
        ? Number(r.value) >= Number(r.limit)
        : Number(r.value) <= Number(r.limit);
    const verdict =
      r.limit === null || r.limit === undefined || r.reportOnly ? "report" : met ? "pass" : "MISS";
    return `| ${cell(r.name)} | ${cell(r.value)} ${cell(r.unit)} | ${cell(r.target)} | ${cell(r.limit)} | ${cell(r.ratio)} | ${verdict} | ${cell(r.note)} |`;
  });
  return [head, ...lines].join("\n");
}

/**
 * @param {string} name
 * @param {string} body
 */
function section(name, body) {
  return `<!-- bench:${name} -->\n## ${MODULES[name]}\n\n${body}\n<!-- /bench:${name} -->`;
}

const existing = existsSync(FILE) ? readFileSync(FILE, "utf8") : "";
/** @type {Record<string, string>} */
const sections = {};
for (const name of Object.keys(MODULES)) {
  const match = existing.match(
    new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`),
  );
  if (match) sections[name] = match[0];
}
// figures measured once by hand (the decisions' evidence): kept as written after the sections
const byHand = existing.match(/<!-- by hand -->[\s\S]*$/)?.[0].trimEnd();

for (const name of names) {
  const started = new Date();
  console.error(`\n== ${name}`);
  /** @type {{ run: (context: import("./bench/types").BenchContext) => Promise<BenchRow[]> }} */
  const { run } = await import(`./bench/${name}.mjs`);
  const rows = await run({ log: (line) => console.error(`[${name}] ${line}`) });
  const body = `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}.\n\n${table(rows)}`;
  sections[name] = section(name, body);
  console.log(table(rows));
}

const intro = `# Benchmarks\n\nWritten by \`npm run bench\` (scripts/bench.mjs); never timed tests. Each figure is shown beside its limit, and limits that depend on the machine are measured in the same run. Re-run one section with \`npm run bench -- <name>\` (${Object.keys(MODULES).join(", ")}).\n`;
const body = Object.keys(MODULES)
  .filter((name) => sections[name])
  .map((name) => sections[name])
  .join("\n\n");
writeFileSync(FILE, `${intro}\n${body}\n${byHand ? `\n${byHand}\n` : ""}`);
console.error(`\nwritten ${path.relative(process.cwd(), FILE)}`);
