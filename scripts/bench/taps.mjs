#!/usr/bin/env node
/**
 * What a shopper waits for after a tap or a keystroke: the Event Timing API (the source of
 * INP), worst event per interaction, on a 390x844 phone with touch under 4× CPU throttling, as a
 * returning visitor (the catalogue already on the device, the service worker in control). Each
 * scenario is a few real taps or keystrokes through Chromium's input pipeline; a scenario's row
 * is its worst interaction and its p75, each the median of TAPS_RUNS runs (default 3), with the
 * demo catalogue (84 products) and with 10,084 (TAPS_SIZES, default "84,10000" generated on top).
 * Standalone: `node scripts/bench/taps.mjs` prints the rows as JSON; TAPS_DIST=folder measures an
 * app built there instead of building this checkout (a before/after pair on the same machine);
 * TAPS_ONLY="Typing,Menu" measures only the scenarios whose names contain one of those words.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApp } from "../lib/build.mjs";
import { launchChromium, screenSettled } from "../lib/chromium.mjs";
import { startSeededServer } from "./seeded-server.mjs";
import { waitForStoredProducts } from "./stored-products.mjs";
import { SCENARIOS } from "./taps/scenarios.mjs";

const RUNS = Number(process.env.TAPS_RUNS ?? 3);
const SIZES = (process.env.TAPS_SIZES ?? "84,10000").split(",").map(Number);
const ONLY = process.env.TAPS_ONLY?.split(",").map((word) => word.trim().toLowerCase());
const CHOSEN = SCENARIOS.filter(
  ({ name }) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word)),
);
const TARGET_MS = 100;
const CPU_RATE = 4;

/** Event Timing entries from the page's start, kept by interaction. */
const OBSERVE = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push([e.interactionId, e.duration, e.name]);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

// NaN, not a number made up, when nothing was measured
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** @param {number[]} xs */
const p75 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.75) - 1] ?? Number.NaN;

/**
 * Installs the app on a fresh phone (service worker, whole catalogue on the device).
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} url
 * @param {number} products
 */
async function install(context, url, products) {
  const page = await context.newPage();
  await page.goto(`${url}/products`);
  await page.locator(".product-card").first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    polling: 200,
    timeout: 120_000,
  });
  await waitForStoredProducts(page, products, 300_000);

  await page.close();
}

/**
 * One run of every scenario on a returning visitor's phone; ms per interaction by scenario.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {number} products
 */
async function oneRun(browser, url, products) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
  try {
    await install(context, url, products);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });
    /** @type {Record<string, number[]>} */
    const found = {};
    for (const scenario of CHOSEN) {
      await scenario.prepare(page, url);
      // settle: the app's own screen drawn (the server's first HTML already has cards and the
      // header's buttons, which the app replaces as it starts), then idle, before the first tap
      await screenSettled(page, { polling: 100, timeout: 60_000 });
      await page.evaluate(
        () => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 3000 })),
      );
      await page.evaluate(() => {
        window.__events = [];
      });
      await scenario.act(page);
      await page.waitForTimeout(600);
      await page.evaluate(
        () => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 3000 })),
      );
      const events = await page.evaluate(() => window.__events);
      /** @type {Map<number, number>} */
      const worst = new Map();
      for (const [id, duration] of events) worst.set(id, Math.max(worst.get(id) ?? 0, duration));
      if (worst.size === 0) throw new Error(`${scenario.name}: no interaction was recorded`);
      found[scenario.name] = [...worst.values()];
    }
    return found;
  } finally {
    await context.close();
  }
}

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>} benchmark rows (see scripts/bench.mjs)
 */
export async function run({ log = () => {} } = {}) {
  const prebuilt = process.env.TAPS_DIST;
  const dist = prebuilt ?? (await mkdtemp(path.join(os.tmpdir(), "shop-taps-dist-")));
  /** @type {import("playwright-core").Browser | undefined} */
  let browser;
  /** @type {import("./types").BenchRow[]} */
  const rows = [];
  try {
    if (!prebuilt) {
      log("building the app…");
      buildApp(dist, { quiet: true });
    }
    browser = await launchChromium();
    for (const size of SIZES) {
      const server = await startSeededServer({
        count: size > 84 ? size : 0,
        publicDir: dist,
        env: { SHOP_TEST_RELAXED_LIMITS: "1" },
      });
      const products = size > 84 ? size + 84 : 84;
      try {
        /** @type {Record<string, number[]>[]} */
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          log(`${products} products, run ${i + 1} of ${RUNS}…`);
          runs.push(await oneRun(browser, server.url, products));
        }
        for (const { name } of CHOSEN) {
          // every run has every chosen scenario: oneRun throws on one with no interaction
          const worst = median(runs.map((r) => Math.max(...(r[name] ?? []))));
          const p = median(runs.map((r) => p75(r[name] ?? [])));
          // every interaction, in order, each the median of the runs: one slow keystroke shows
          const each = (runs[0]?.[name] ?? []).map((_, i) =>
            Math.round(median(runs.map((r) => r[name]?.[i] ?? 0))),
          );
          rows.push({
            name: `${name}, ${products.toLocaleString("en")} products: worst interaction`,
            value: Math.round(worst),
            unit: "ms",
            target: `≤ ${TARGET_MS} ms`,
            limit: TARGET_MS,
            note: `p75 ${Math.round(p)} ms; each in order: ${each.join(", ")} ms; ${runs[0]?.[name]?.length ?? 0} interactions a run, median of ${RUNS} runs, 4× CPU, 390x844 touch, load ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
          });
        }
      } finally {
        await server.dispose();
      }
    }
    return rows;
  } finally {
    await browser?.close();
    if (!prebuilt) await rm(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(
    JSON.stringify(
      await run({ log: (/** @type {string} */ line) => console.error(`[taps] ${line}`) }),
      null,
      2,
    ),
  );
}
