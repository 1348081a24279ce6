#!/usr/bin/env node
/**
 * Image bytes a phone downloads (issue 23): /home, /products and a product page on a 390x844
 * phone at DPR 2 (fresh device, no service worker), after the owner uploaded 4000x3000 camera
 * photos (scripts/lib/test-photos.mjs) as JPEG, PNG or WebP to every product those pages show.
 * The production build is served like `npm start`, and the image worker runs beside it as
 * `npm start` runs it; figures are taken once every upload has its variants. Each page is
 * loaded IMAGE_RUNS times (default 3), the median kept. Also the largest card image and the
 * product page's main photo, against the limits (30 KB and 120 KB).
 * The same file runs against an older checkout without the worker (it then measures what that
 * code sends), which is how the "before" figures (BEFORE_KB) were taken.
 * Standalone: `node scripts/bench/images.mjs` prints the rows as JSON.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApp } from "../lib/build.mjs";
import { launchChromium } from "../lib/chromium.mjs";
import { testUploads } from "../lib/test-photos.mjs";
import { adminClient, startSeededServer } from "./seeded-server.mjs";

const RUNS = Number(process.env.IMAGE_RUNS ?? 3);
const FORMATS = (process.env.IMAGE_FORMATS ?? "jpeg,png,webp").split(",");
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };
const CARD_LIMIT_KB = 30;
const PAGE_LIMIT_KB = 120;
const VARIANTS_TIMEOUT_MS = 30 * 60_000;
/**
 * What the code before the variants sent (commit df4bd46: PocketBase's ?thumb= for JPEG and PNG,
 * made on the first request and kept PNG for PNG; WebP uploads sent whole), measured once with
 * this file on the same machine (2026-11-23), in KB. Rows show the ratio now / before.
 */
/** @type {Record<string, Record<string, number>>} */
const BEFORE_KB = {
  jpeg: { "/home": 30, "/products": 798, "/product-details": 501, card: 81, main: 261 },
  png: { "/home": 77, "/products": 554, "/product-details": 278, card: 66, main: 114 },
  webp: { "/home": 6683, "/products": 33467, "/product-details": 13427, card: 3367, main: 3367 },
};
// NaN, not a number made up, when nothing was measured
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** @param {number} bytes */
const kb = (bytes) => Math.round(bytes / 1024);

/**
 * The ratio to the figure before the variants, where there is one.
 * @param {string} format
 * @param {string} key
 * @param {number} value
 */
function before(format, key, value) {
  const then = BEFORE_KB[format]?.[key];
  return then ? { ratio: Number((value / then).toFixed(3)) } : {};
}

/**
 * Loads `url` on a fresh phone and returns the image bytes it downloaded, the products whose
 * photos it requested, and the bytes of the largest card photo and of the main photo.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
async function load(browser, url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  const page = await context.newPage();
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "image") return;
    pending.push(
      request.sizes().then((s) => {
        sizes.set(request.url(), s.responseBodySize + s.responseHeadersSize);
      }),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const shown = await page.evaluate(() => {
    const loaded = (/** @type {Element | null} */ img) =>
      img instanceof HTMLImageElement && img.complete && img.currentSrc
        ? img.currentSrc
        : undefined;
    // the cards whose photo has loaded
    const cards = [...document.querySelectorAll("main [data-product-id]")].flatMap((card) => {
      const src = loaded(card.querySelector("img"));
      return src ? [{ id: card.getAttribute("data-product-id") ?? "", src }] : [];
    });
    const main = document.querySelector("main .gallery__slide[data-current] img");
    return { cards, main: loaded(main) };
  });
  await context.close();
  const bytes = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  return {
    bytes,
    ids: shown.cards.map((c) => c.id),
    largestCard: Math.max(0, ...shown.cards.map((c) => sizes.get(c.src) ?? 0)),
    main: shown.main ? (sizes.get(shown.main) ?? 0) : 0,
  };
}

/**
 * Replaces each product's photos with one 4000x3000 upload in `format`.
 * @param {import("pocketbase").default} admin
 * @param {string[]} ids
 * @param {string} format
 * @param {Record<string, Buffer>[]} photos
 */
async function upload(admin, ids, format, photos) {
  /** @type {Record<string, string>} */
  const files = {};
  let i = 0;
  for (const id of ids) {
    const form = new FormData();
    const bytes = photos[i++ % photos.length]?.[format];
    if (!bytes) throw new Error(`no test photo as ${format} (IMAGE_FORMATS: jpeg, png, webp)`);
    const blob = new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
    form.append("images", blob, `photo.${format}`);
    form.append("imageUrls", "null");
    /** @type {import("pocketbase").RecordModel & {images: string[]}} */
    const product = await admin.collection("products").update(id, form);
    const file = product.images[0];
    if (!file) throw new Error(`product ${id} kept no photo of the ${format} upload`);
    files[id] = file;
  }
  return files;
}

/**
 * Waits until every upload's last variant answers (the worker made them all).
 * @param {string} url
 * @param {Record<string, string>} files
 * @param {(line: string) => void} log
 */
async function variantsReady(url, files, log) {
  const deadline = Date.now() + VARIANTS_TIMEOUT_MS;
  const started = Date.now();
  for (const [id, file] of Object.entries(files)) {
    for (;;) {
      const res = await fetch(`${url}/img/v1/${id}/${file}/full.webp`, { redirect: "manual" });
      if (res.status === 200) break;
      if (Date.now() > deadline) throw new Error(`no variants for ${id}/${file}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  log(`variants of ${Object.keys(files).length} photos ready after ${Date.now() - started} ms`);
}

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[images] ${line}`));
  const host = await import("../lib/worker-host.mjs").catch(() => undefined);
  const outDir = await mkdtemp(path.join(os.tmpdir(), "shop-build-"));
  /** @type {Awaited<ReturnType<typeof startSeededServer>> | undefined} */
  let server;
  /** @type {ReturnType<typeof import("../lib/worker-host.mjs").superviseImageWorker> | undefined} */
  let worker;
  /** @type {import("playwright-core").Browser | undefined} */
  let browser;
  try {
    log("building the app into a temp dir…");
    buildApp(outDir, { quiet: true });
    server = await startSeededServer({ publicDir: outDir });
    const admin = await adminClient(server);
    browser = await launchChromium();
    const first = await admin.collection("products").getFirstListItem("isInHome = true");
    const pages = {
      "/home": `${server.url}/home`,
      "/products": `${server.url}/products`,
      "/product-details": `${server.url}/product-details?id=${first.id}`,
    };
    // every product whose photo a page requests gets its own upload
    const ids = new Set([first.id]);
    for (const url of Object.values(pages))
      for (const id of (await load(browser, url)).ids) ids.add(id);
    log(`${ids.size} products shown on the three pages`);
    if (host) worker = host.superviseImageWorker({ dataDir: server.dataDir, log });

    // four different photos, each uploaded as its own file to a quarter of the products
    /** @type {Record<string, Buffer>[]} */
    const photos = [];
    for (let seed = 1; seed <= 4; seed++) photos.push(await testUploads(seed));
    /** @type {import("./types").BenchRow[]} */
    const rows = [];
    for (const format of FORMATS) {
      const files = await upload(admin, [...ids], format, photos);
      if (worker) await variantsReady(server.url, files, log);
      /** @type {{card: number[], main: number[]}} */
      const largest = { card: [], main: [] };
      for (const [name, url] of Object.entries(pages)) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url));
        for (const r of runs) largest.card.push(r.largestCard);
        if (name === "/product-details") for (const r of runs) largest.main.push(r.main);
        const bytes = median(runs.map((r) => r.bytes));
        log(`${format} ${name}: ${kb(bytes)} KB of images`);
        rows.push({
          name: `${name}: image bytes, ${format} uploads`,
          value: kb(bytes),
          unit: "KB",
          ...before(format, name, kb(bytes)),
          note: `before: ${BEFORE_KB[format]?.[name] ?? "?"} KB; 390x844 phone, DPR 2, first visit; median of ${RUNS}`,
        });
      }
      const card = kb(Math.max(...largest.card));
      rows.push({
        name: `largest card photo, ${format} uploads`,
        value: card,
        unit: "KB",
        target: `≤ ${CARD_LIMIT_KB} KB`,
        limit: CARD_LIMIT_KB,
        ...before(format, "card", card),
        note: `before: ${BEFORE_KB[format]?.card ?? "?"} KB; as the phone chose it from the srcset`,
      });
      const main = kb(median(largest.main));
      rows.push({
        name: `product page's main photo, ${format} uploads`,
        value: main,
        unit: "KB",
        target: `≤ ${PAGE_LIMIT_KB} KB`,
        limit: PAGE_LIMIT_KB,
        ...before(format, "main", main),
        note: `before: ${BEFORE_KB[format]?.main ?? "?"} KB; as the phone chose it from the srcset`,
      });
    }
    return rows;
  } finally {
    await browser?.close();
    await worker?.stop();
    await server?.dispose();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
