#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, the default config) on home, products, a product page, a search and
 * the cart of the production build served like `npm start`: one PocketBase serving the app and
 * the API, seeded with the demo catalogue. Each page is audited LH_RUNS times (default 5), each
 * figure is the median; a trivial static page on the same server, audited the same way, is the
 * baseline (the limit on this host). Headless Debian Chromium. Full reports (the median-score
 * run of each page) are written to a temp dir.
 * Standalone: `node scripts/bench/lighthouse.mjs` prints the rows as JSON.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../lib/build.mjs";
import { startSeededServer } from "./seeded-server.mjs";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LH_RUNS ?? 5);
/** LH_TASKS=1: each run's long tasks in the log, with the script or page each is charged to. */
const LIST_TASKS = Boolean(process.env.LH_TASKS);
/** LH_PAGES=details,search: only those pages (and the baseline), to try a change quickly. */
const ONLY = process.env.LH_PAGES?.split(",").filter(Boolean);
/**
 * LH_LANGS=en,si,ta: audit the pages in each language (default en). A first visit takes the
 * browser's language (src/lib/i18n/languages.ts), so Chromium is started with that language
 * first; rows of another language than English name it ("Lighthouse home (si): SEO").
 */
const LANGS = (process.env.LH_LANGS ?? "en").split(",").filter(Boolean);
// NaN, not a number made up, when nothing was measured
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const MIN_SCORE = 95;
const LCP_LIMIT_MS = 2000;
// Lighthouse's own "good" thresholds; the issue sets no target for these two.
const TBT_GOOD_MS = 200;
const CLS_GOOD = 0.1;
export const REPORT_DIR = path.join(os.tmpdir(), "shop-lighthouse");
/**
 * The phone audited: Lighthouse's CPU slowdown is set to the host's benchmarkIndex ÷ this, not a
 * fixed 4× (these hosts range from 1,300 to 2,800, so a fixed 4× meant a phone twice as fast
 * on one host as on another). LH_PHONE_INDEX changes it.
 */
const PHONE_INDEX = Number(process.env.LH_PHONE_INDEX ?? 500);
/** the low tier, audited as a figure to beat (report only): LH_LOW_INDEX=0 skips it */
const LOW_INDEX = Number(process.env.LH_LOW_INDEX ?? 264);
/** pages the phone targets hold for; the low tier audits these */
const TARGET_PAGES = ["home", "products", "product details"];
/** no first-visit task longer than this at the phone's speed */
const TASK_LIMIT_MS = 50;

/** @typedef {import("./types").BenchRow} BenchRow */
/** @typedef {import("lighthouse").Result} Report */
/** @typedef {(line: string) => void} Log */
/**
 * The static page's figures, beside each page's rows for scale.
 * @typedef {{score: BenchRow["value"] | undefined, tbt: BenchRow["value"] | undefined,
 *   lcp: BenchRow["value"] | undefined, task: BenchRow["value"] | undefined}} Baseline
 */

/**
 * What the team should fix first: failing audits of each category, biggest savings first.
 * @param {Report} lhr
 */
export function findings(lhr) {
  const skip = new Set(["informative", "manual", "notApplicable"]);
  const list = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === "metrics" || ref.group === "hidden") continue;
      if (skip.has(audit.scoreDisplayMode)) continue;
      if (audit.score === null || audit.score >= 0.9) continue;
      // only some kinds of details (opportunities, tables) carry overall savings
      const details = audit.details;
      const overall =
        details && "overallSavingsMs" in details ? details.overallSavingsMs : undefined;
      const savingsMs = Math.round(audit.metricSavings?.LCP ?? overall ?? 0);
      list.push({
        category,
        id: ref.id,
        title: audit.title,
        savingsMs,
        display: audit.displayValue ?? "",
      });
    }
  }
  return list.sort((a, b) => b.savingsMs - a.savingsMs);
}

/** @param {string} url */
async function productId(url) {
  const res = await fetch(
    `${url}/api/collections/products/records?perPage=1&sort=name&filter=${encodeURIComponent("outOfStock = false")}&fields=id`,
  );
  /** @type {{items?: {id?: string}[]}} */
  const body = await res.json();
  const id = body.items?.[0]?.id;
  if (!id) throw new Error("no product to open in the seeded catalogue");
  return id;
}

/**
 * The run whose performance score is the median: its findings and report stand for the page.
 * @param {Report[]} lhrs
 */
function medianRun(lhrs) {
  const score = (/** @type {Report} */ lhr) => lhr.categories.performance?.score ?? 0;
  const lhr = [...lhrs].sort((a, b) => score(a) - score(b))[Math.floor(lhrs.length / 2)];
  if (!lhr) throw new Error("no Lighthouse run to report (LH_RUNS must be at least 1)");
  return lhr;
}

/**
 * How a page is audited: as a phone of this benchmarkIndex (none: Lighthouse's fixed 4×).
 * @typedef {{ index?: number, phone: string, reportOnly?: boolean }} Calibration
 */

/** @param {Report} lhr the CPU slowdown a run used */
const slowdownOf = (lhr) => lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
/** @param {Report} lhr the host's benchmarkIndex as that run measured it */
const hostIndexOf = (lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0);

/** Lighthouse's own scripts: their tasks are not the page's. */
const LIGHTHOUSE_SCRIPT = "_lighthouse-eval.js";
/** What Lighthouse calls a task no script of the page ran in: the browser's own work. */
const UNATTRIBUTABLE = "Unattributable";

/**
 * A run's long tasks (Lighthouse's long-tasks audit, in simulated time), one line each: how long,
 * when, and the script or page charged with it (a file name; the browser's own work as such).
 * @param {Report} lhr
 */
function taskLines(lhr) {
  const details = lhr.audits["long-tasks"]?.details;
  const items = details && "items" in details ? details.items : [];
  return items.map((/** @type {Record<string, unknown>} */ item) => {
    const url = String(item.url);
    const file = url.startsWith("http") ? new URL(url).pathname.split("/").pop() || "/" : url;
    return `task ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms: ${file}`;
  });
}

/**
 * The page's longest main-thread task in a run at its CPU slowdown (Lighthouse's long-tasks
 * audit lists those of 50 ms and more, in simulated time): 0 when none reached 50 ms.
 * Left out: Lighthouse's own scripts, and the navigation's first task when no script ran in it
 * (the static baseline has it too: 50-240 ms, the browser starting the page). Every later task
 * counts, whether a script of the page ran in it or not: the browser's style, layout and paint
 * after the app draws are "Unattributable" too, unless an animation-frame callback ran in them.
 * @param {Report} lhr
 */
function longestTask(lhr) {
  const details = lhr.audits["long-tasks"]?.details;
  /** @type {Record<string, unknown>[]} */
  const items = details && "items" in details ? details.items : [];
  const start = Math.min(...items.map((item) => Number(item.startTime)));
  const durations = items
    .filter((item) => String(item.url) !== LIGHTHOUSE_SCRIPT)
    .filter((item) => !(String(item.url) === UNATTRIBUTABLE && Number(item.startTime) === start))
    .map((item) => Number(item.duration) || 0);
  return Math.max(0, ...durations);
}

/**
 * @param {string} page
 * @param {Report[]} lhrs
 * @param {Baseline | undefined} baseline
 * @param {Calibration} calibration
 * @returns {BenchRow[]}
 */
function rowsFor(page, lhrs, baseline, calibration) {
  const lhr = medianRun(lhrs);
  const slowdown = `${median(lhrs.map(slowdownOf)).toFixed(1)}×`;
  /** @type {BenchRow[]} */
  const rows = CATEGORIES.map((c) => {
    const score = Math.round(median(lhrs.map((l) => l.categories[c]?.score ?? 0)) * 100);
    return {
      name: `Lighthouse ${page}: ${lhr.categories[c]?.title ?? c}`,
      value: score,
      unit: "score",
      target: `≥ ${MIN_SCORE}`,
      limit: MIN_SCORE,
      better: "higher",
      ratio: Number((score / MIN_SCORE).toFixed(2)),
      note: score >= MIN_SCORE ? "" : `misses by ${MIN_SCORE - score}`,
    };
  });
  const metric = (/** @type {string} */ id) =>
    median(lhrs.map((l) => l.audits[id]?.numericValue ?? Number.NaN));
  const lcp = Math.round(metric("largest-contentful-paint"));
  const tbt = Math.round(metric("total-blocking-time"));
  const cls = Number(metric("cumulative-layout-shift").toFixed(3));
  rows.push(
    {
      name: `Lighthouse ${page}: LCP`,
      value: lcp,
      unit: "ms",
      target: `< ${LCP_LIMIT_MS} ms`,
      limit: LCP_LIMIT_MS,
      ratio: Number((lcp / LCP_LIMIT_MS).toFixed(2)),
      note:
        lcp < LCP_LIMIT_MS
          ? ""
          : `misses by ${lcp - LCP_LIMIT_MS} ms (simulated slow 4G, ${slowdown} CPU slowdown)`,
    },
    {
      name: `Lighthouse ${page}: TBT`,
      value: tbt,
      unit: "ms",
      target: `< ${TBT_GOOD_MS} ms`,
      limit: TBT_GOOD_MS,
      ratio: Number((tbt / TBT_GOOD_MS).toFixed(2)),
      note: baseline
        ? `static baseline same run: TBT ${baseline.tbt} ms, LCP ${baseline.lcp} ms`
        : "",
    },
    {
      name: `Lighthouse ${page}: longest first-visit task`,
      value: Math.round(median(lhrs.map(longestTask))),
      unit: "ms",
      target: `≤ ${TASK_LIMIT_MS} ms`,
      limit: TASK_LIMIT_MS,
      ratio: Number((median(lhrs.map(longestTask)) / TASK_LIMIT_MS).toFixed(2)),
      note: [
        `median of ${lhrs.length}; each run's longest: ${lhrs.map((l) => Math.round(longestTask(l))).join(", ")} ms (every task after the navigation's start, the browser's own style and layout included)`,
        // a trivial page's own first task: what no page can go under on this host
        baseline ? `static baseline same run: ${baseline.task} ms at 4×` : "",
      ]
        .filter(Boolean)
        .join("; "),
    },
    {
      name: `Lighthouse ${page}: CLS`,
      value: cls,
      unit: "",
      target: `< ${CLS_GOOD}`,
      limit: CLS_GOOD,
      ratio: Number((cls / CLS_GOOD).toFixed(2)),
      note: "",
    },
  );
  // A busy host inflates TBT and the simulated LCP: Lighthouse's CPU index says how busy.
  const top = findings(lhr).slice(0, 3);
  if (rows[0])
    rows[0].note = [
      rows[0].note,
      `median of ${lhrs.length}: ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join(", ")}`,
      `TBT ${lhrs.map((l) => Math.round(l.audits["total-blocking-time"]?.numericValue ?? 0)).join(", ")} ms`,
      baseline ? `static baseline ${baseline.score}` : "",
      `${calibration.phone}: host benchmarkIndex ${lhrs.map(hostIndexOf).join(", ")}, CPU slowdown ${lhrs.map((l) => `${slowdownOf(l).toFixed(1)}×`).join(", ")}`,
      top.length > 0 ? `top findings: ${top.map((f) => f.title).join("; ")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
  if (calibration.reportOnly) for (const row of rows) row.reportOnly = true;
  return rows;
}

/** One audit; a run whose trace Lighthouse could not record (e.g. NO_NAVSTART on a busy host)
 * is repeated, at most twice.
 * @param {string} url
 * @param {number} port
 * @param {Log} log
 * @param {number} [slowdown] the CPU slowdown; Lighthouse's 4× when not given
 * @returns {Promise<Report>}
 */
async function audit(url, port, log, slowdown) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    log(`  ${error.code} on ${url}, again…`);
  }
}

/** The host's benchmarkIndex as the newest run measured it: the next run's first guess. */
let hostIndex = 0;

/**
 * One audit as a phone of `calibration.index`: CPU slowdown = the host's benchmarkIndex ÷ the
 * phone's. Lighthouse measures the host's index at the start of the run it throttles, and a
 * shared host's index moves from run to run, so a run whose measured index asked for a slowdown
 * more than 15% off the one it used is audited again with the new one (at most twice).
 * @param {string} url
 * @param {number} port
 * @param {Log} log
 * @param {Calibration} calibration
 */
async function calibratedAudit(url, port, log, calibration) {
  const target = calibration.index;
  if (!target) {
    const lhr = await audit(url, port, log);
    hostIndex = hostIndexOf(lhr) || hostIndex;
    return lhr;
  }
  if (!hostIndex) throw new Error("no host benchmarkIndex yet: audit the static baseline first");
  let slowdown = Math.max(1, hostIndex / target);
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url, port, log, slowdown);
    hostIndex = hostIndexOf(lhr) || hostIndex;
    const wanted = Math.max(1, hostIndex / target);
    if (Math.abs(wanted / slowdown - 1) <= 0.15 || attempt >= 3) return lhr;
    log(
      `  host benchmarkIndex ${hostIndex} asks ${wanted.toFixed(1)}×, not ${slowdown.toFixed(1)}×: again`,
    );
    slowdown = wanted;
  }
}

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[lighthouse] ${line}`));
  // LH_DIST: a folder with a build (e.g. of main before a change), audited instead of a new one
  const prebuilt = process.env.LH_DIST;
  const outDir = prebuilt ?? (await mkdtemp(path.join(os.tmpdir(), "shop-build-")));
  /** @type {Awaited<ReturnType<typeof startSeededServer>> | undefined} */
  let server;
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  try {
    if (!prebuilt) {
      log("building the app into a temp dir…");
      buildApp(outDir, { quiet: true });
    }
    server = await startSeededServer({ publicDir: outDir });
    await writeFile(
      path.join(outDir, "bench-static.html"),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Static baseline"><title>Static baseline</title></head><body><main><h1>Static baseline</h1><p>A trivial page served by the same server.</p></main></body></html>',
    );
    const pages = {
      "static baseline": `${server.url}/bench-static.html`,
      home: `${server.url}/home`,
      products: `${server.url}/products`,
      "product details": `${server.url}/product-details?id=${await productId(server.url)}`,
      search: `${server.url}/search?query=bag`,
      cart: `${server.url}/cart`,
    };
    await mkdir(REPORT_DIR, { recursive: true });
    /** @type {BenchRow[]} */
    const rows = [];
    /** @type {Baseline | undefined} */
    let baseline;
    /** @type {Calibration} */
    const phone = { index: PHONE_INDEX, phone: `a phone of benchmarkIndex ${PHONE_INDEX}` };
    /** @type {Calibration | undefined} */
    const low =
      LOW_INDEX > 0
        ? { index: LOW_INDEX, phone: `a phone of benchmarkIndex ${LOW_INDEX}`, reportOnly: true }
        : undefined;
    for (const lang of LANGS) {
      chrome?.kill();
      chrome = await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: [...CHROME_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`],
      });
      for (const [name, url] of Object.entries(pages)) {
        const picked = !ONLY || name === "static baseline" || ONLY.some((p) => name.includes(p));
        // the static baseline once, in the first language
        if (!picked || (name === "static baseline" && baseline)) continue;
        const page = lang === "en" || name === "static baseline" ? name : `${name} (${lang})`;
        const calibration = name === "static baseline" ? { phone: "this host" } : phone;
        const pageRows = await auditPage(page, url, lang, chrome.port, baseline, log, calibration);
        if (name === "static baseline") {
          const value = (/** @type {string} */ suffix) =>
            pageRows.find((r) => r.name.endsWith(suffix))?.value;
          baseline = {
            score: value("Performance"),
            tbt: value("TBT"),
            lcp: value("LCP"),
            task: value("longest first-visit task"),
          };
          const first = pageRows[0];
          const task = pageRows.find((r) => r.name.endsWith("longest first-visit task"));
          if (!first || !task) throw new Error("the static baseline gave no rows");
          for (const row of [first, task]) {
            row.reportOnly = true;
            rows.push(row);
          }
        } else rows.push(...pageRows);
        if (low && lang === "en" && TARGET_PAGES.includes(name)) {
          const lowPage = `${name} at benchmarkIndex ${LOW_INDEX}`;
          rows.push(...(await auditPage(lowPage, url, lang, chrome.port, baseline, log, low)));
        }
      }
    }
    log(`full reports: ${REPORT_DIR}`);
    return rows;
  } finally {
    chrome?.kill();
    await server?.dispose();
    if (!prebuilt) await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * `page` at `url` audited RUNS times in `lang`: its rows, its median run's report kept.
 * @param {string} page
 * @param {string} url
 * @param {string} lang
 * @param {number} port
 * @param {Baseline | undefined} baseline
 * @param {Log} log
 * @param {Calibration} calibration
 */
async function auditPage(page, url, lang, port, baseline, log, calibration) {
  /** @type {Report[]} */
  const lhrs = [];
  for (let i = 0; i < RUNS; i++) {
    log(`auditing ${url} in ${lang} as ${calibration.phone} (${i + 1}/${RUNS})…`);
    const lhr = await calibratedAudit(url, port, log, calibration);
    lhrs.push(lhr);
    if (LIST_TASKS) for (const line of taskLines(lhr)) log(`    ${line}`);
    const ms = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    log(
      `  performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, longest task ${Math.round(longestTask(lhr))} ms (host ${hostIndexOf(lhr)}, ${slowdownOf(lhr).toFixed(1)}×)`,
    );
  }
  const lhr = medianRun(lhrs);
  const file = `${page.replaceAll(" ", "-").replace(/[^\w-]/g, "")}.json`;
  await writeFile(path.join(REPORT_DIR, file), JSON.stringify(lhr));
  for (const f of findings(lhr).slice(0, 8))
    log(
      `  ${page} · ${f.category} · ${f.title}${f.savingsMs ? ` (~${f.savingsMs} ms)` : ""} ${f.display}`,
    );
  return rowsFor(page, lhrs, baseline, calibration);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
