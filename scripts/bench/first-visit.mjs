#!/usr/bin/env node
/**
 * A first visit's long tasks as a phone runs them: Chromium's own CPU throttling, set to the
 * host's benchmarkIndex ÷ 500 (a phone of benchmarkIndex 500, as the Lighthouse bench), the
 * page's own Long Tasks API, and no DevTools domain that changes what V8 does.
 *
 * Lighthouse, Playwright and the other benches run the page with DevTools' Runtime domain on
 * (Lighthouse its Debugger and coverage too). V8 then records the stack of every Error object
 * made, even one never thrown, and parses the code on that stack again for its source
 * positions. React DOM makes five such objects as it starts: its evaluation, 3-10 ms at 1×
 * with no domain on, took 13-32 ms with Runtime on (docs/testing.md, Benchmarks). A phone has
 * no DevTools attached. So this bench drives Chromium over its DevTools pipe with only the Page
 * and Emulation domains (what it takes to slow the CPU and to install the page's observer),
 * and reads the page's figures once the visit is over.
 *
 * Rows: each page's longest task, the median of FIRST_VISIT_RUNS visits (default 5), each
 * visit in a new browser. Standalone: `node scripts/bench/first-visit.mjs` prints the rows as
 * JSON; FIRST_VISIT_DIST=folder measures an app built there instead of building this checkout.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { buildApp } from "../lib/build.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { sampleLoad } from "./load-average.mjs";
import { startSeededServer } from "./seeded-server.mjs";

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const PHONE_INDEX = 500;
const LIMIT_MS = 50;
/** How long a visit is watched: the boot's steps and idle work at 5-6× end within ~5 s. */
const WATCH_MS = Number(process.env.FIRST_VISIT_WATCH_MS ?? 10_000);

/** Long tasks and long animation frames from the page's start, kept on window. */
const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__frames.push({
        start: e.startTime,
        duration: e.duration,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        scripts: e.scripts.map((s) => [s.sourceURL.split("/").pop() || s.invoker, s.duration]),
      });
  }).observe({ type: "long-animation-frame", buffered: true });
`;

/**
 * Chromium over --remote-debugging-pipe: DevTools messages on fds 3 and 4, no domain enabled
 * unless asked for.
 */
function openChromium() {
  const profile = path.join(os.tmpdir(), `first-visit-${process.pid}-${Math.random()}`);
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [, , , toChrome, fromChrome] = /** @type {any[]} */ (child.stdio);
  /** @type {Map<number, (message: any) => void>} */
  const waiting = new Map();
  let buffer = "";
  let last = 0;
  fromChrome.on("data", (/** @type {Buffer} */ data) => {
    buffer += data.toString();
    for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  /**
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++last;
      waiting.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result),
      );
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  /** a page of its own, attached: its session id */
  const openPage = async () => {
    const { targetId } = await send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
    return /** @type {string} */ (sessionId);
  };
  /**
   * @param {string} sessionId
   * @param {string} expression
   */
  const read = async (sessionId, expression) =>
    (await send("Runtime.evaluate", { expression, returnByValue: true }, sessionId)).result?.value;
  const close = async () => {
    child.kill("SIGKILL");
    await rm(profile, { recursive: true, force: true }).catch(() => {});
  };
  return { send, openPage, read, close };
}

/** The host's benchmarkIndex, as Lighthouse computes it, in a browser of its own. */
async function hostIndex() {
  const chrome = openChromium();
  try {
    const page = await chrome.openPage();
    return Math.round(await chrome.read(page, `(${pageFunctions.computeBenchmarkIndex})()`));
  } finally {
    await chrome.close();
  }
}

/**
 * One first visit to `url` at `rate`× CPU: its long tasks and long frames.
 * @param {string} url
 * @param {number} rate
 */
async function visit(url, rate) {
  const chrome = openChromium();
  try {
    const page = await chrome.openPage();
    await chrome.send("Page.enable", {}, page);
    await chrome.send("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVE }, page);
    await chrome.send(
      "Emulation.setDeviceMetricsOverride",
      { width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
      page,
    );
    await chrome.send("Emulation.setCPUThrottlingRate", { rate }, page);
    await chrome.send("Page.navigate", { url }, page);
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    /** @type {[number, number][]} */
    const tasks = JSON.parse(await chrome.read(page, "JSON.stringify(window.__longTasks)"));
    /** @type {{start: number, duration: number, render: number, scripts: [string, number][]}[]} */
    const frames = JSON.parse(await chrome.read(page, "JSON.stringify(window.__frames)"));
    /** @type {string} */
    const title = await chrome.read(page, "document.title");
    return { tasks, frames, title };
  } finally {
    await chrome.close();
  }
}

/**
 * What the longest task was, from the long frame around it: the browser's style and layout, or
 * the script that ran longest in it.
 * @param {[number, number]} task
 * @param {{start: number, duration: number, render: number, scripts: [string, number][]}[]} frames
 */
function kindOf([start, duration], frames) {
  const overlap = (/** @type {{start: number, duration: number}} */ f) =>
    Math.min(start + duration, f.start + f.duration) - Math.max(start, f.start);
  const frame = [...frames].sort((a, b) => overlap(b) - overlap(a))[0];
  if (!frame || overlap(frame) <= 0) return "";
  const [script, scriptMs = 0] = [...frame.scripts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (frame.render >= scriptMs) return "style and layout";
  return script ?? "";
}

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * @param {import("./types").BenchContext} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = { log: (line) => console.error(`[first-visit] ${line}`) }) {
  const prebuilt = process.env.FIRST_VISIT_DIST;
  const outDir = prebuilt ?? (await mkdtemp(path.join(os.tmpdir(), "shop-build-")));
  const load = sampleLoad();
  /** @type {Awaited<ReturnType<typeof startSeededServer>> | undefined} */
  let server;
  try {
    if (!prebuilt) {
      ctx.log("building the app into a temp dir…");
      buildApp(outDir, { quiet: true });
    }
    server = await startSeededServer({ publicDir: path.resolve(outDir) });
    const res = await fetch(
      `${server.url}/api/collections/products/records?perPage=1&sort=name&filter=${encodeURIComponent("outOfStock = false")}&fields=handle`,
    );
    /** @type {{items?: {handle?: string}[]}} */
    const body = await res.json();
    const handle = body.items?.[0]?.handle;
    if (!handle) throw new Error("no product to open in the seeded catalogue");
    const pages = {
      home: "/home",
      products: "/products",
      "a product page": `/p/${handle}`,
    };
    /** @type {import("./types").BenchRow[]} */
    const rows = [];
    for (const [name, route] of Object.entries(pages)) {
      /** @type {number[]} */
      const longest = [];
      /** @type {string[]} */
      const seen = [];
      for (let i = 0; i < RUNS; i++) {
        const index = await hostIndex();
        const rate = Math.max(1, index / PHONE_INDEX);
        const { tasks, frames, title } = await visit(`${server.url}${route}`, rate);
        const worst = [...tasks].sort((a, b) => b[1] - a[1])[0];
        longest.push(Math.round(worst?.[1] ?? 0));
        const kind = worst ? kindOf(worst, frames) : "";
        seen.push(
          `${Math.round(worst?.[1] ?? 0)} ms${kind ? ` (${kind})` : ""}, ${tasks.length} long at ${rate.toFixed(1)}× (host ${index})`,
        );
        ctx.log(`${name} #${i + 1}: ${seen.at(-1)}; "${title}"`);
      }
      const value = median(longest);
      rows.push({
        name: `${name}: longest first-visit task, no DevTools`,
        value,
        unit: "ms",
        target: `≤ ${LIMIT_MS} ms`,
        limit: LIMIT_MS,
        ratio: Number((value / LIMIT_MS).toFixed(2)),
        note: `median of ${RUNS} visits, each in a new browser at the host's benchmarkIndex ÷ ${PHONE_INDEX}; each visit's longest: ${seen.join("; ")}`,
      });
    }
    const under = load.stop();
    for (const row of rows) row.note = `${row.note}; ${under}`;
    return rows;
  } finally {
    await server?.dispose();
    if (!prebuilt) await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
