#!/usr/bin/env node
/**
 * The image worker (docs/decisions/0017-product-photos.md): makes the web variants of every
 * uploaded product photo once, off the request path. `npm start` and `npm run dev` run it beside
 * PocketBase and restart it if it dies (lib/worker-host.mjs); `node scripts/image-worker.mjs
 * DATA_DIR` runs it by hand. It reads PocketBase's data folder only (pb_hooks/lib/image-queue.js):
 * - every upload, at its start and whenever the server (re)starts (source.json changes), so a
 *   restored backup or a wiped variants folder gets its variants back;
 * - one product's uploads for each note in queue/ (a product was created, updated or deleted),
 *   a second after the note, when PocketBase has removed the files it replaced.
 * It makes only what is missing, drops the variants of files that are gone, never writes to
 * the database, and works on one photo at a time with one libvips thread.
 */
import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { rules, writeVariants } from "./lib/image-variants.mjs";
import { shopConfig } from "./lib/shop-server.mjs";

const POLL_MS = 1000;
/** A note is read once it is this old: PocketBase deletes replaced files after the save. */
const SETTLE_MS = 1000;

const dataDir = path.resolve(process.argv[2] ?? shopConfig().dataDir);
const root = path.join(dataDir, rules.VARIANTS_FOLDER);
const queue = path.join(root, "queue");
const log = (message) => console.log(`[images] ${message}`);

sharp.concurrency(1);
sharp.cache(false);
// The supervisor (npm start) went away: so does the worker.
process.on("disconnect", () => process.exit(0));

/** The types products.images accepts; PocketBase keeps a `.attrs` file beside each upload. */
const isPhoto = (name) => /\.(jpe?g|png|webp|avif|gif)$/i.test(name);
const list = (dir) => readdir(dir, { withFileTypes: true }).catch(() => []);
const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Where the products' uploads are, from the server's source.json; undefined before it. */
async function readSource() {
  try {
    const text = await readFile(path.join(root, "source.json"), "utf8");
    const { mtimeMs } = await stat(path.join(root, "source.json"));
    return { ...JSON.parse(text), mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Brings one product's variants in line with its uploads: makes the missing ones, removes those
 * of files it no longer has. Returns how many uploads got new variants.
 */
async function checkProduct(storage, recordId) {
  if (!rules.isRecordId(recordId)) return 0;
  const uploads = (await list(path.join(storage, recordId)))
    .filter(
      (entry) => entry.isFile() && isPhoto(entry.name) && rules.isUpload(recordId, entry.name),
    )
    .map((entry) => entry.name);
  const own = path.join(root, rules.VARIANTS_VERSION, recordId);
  for (const entry of await list(own)) {
    if (!uploads.includes(entry.name)) await rm(path.join(own, entry.name), { recursive: true });
  }
  if (uploads.length === 0) await rm(own, { recursive: true, force: true });
  let made = 0;
  for (const file of uploads) {
    const dir = path.join(root, rules.variantDir(recordId, file));
    const present = new Set((await list(dir)).map((entry) => entry.name));
    const missing = rules.variantNames().filter((name) => !present.has(name));
    if (missing.length === 0) continue;
    const started = Date.now();
    try {
      await writeVariants(path.join(storage, recordId, file), dir, missing);
      made += 1;
      log(`${recordId}/${file}: ${missing.length} variants in ${Date.now() - started} ms`);
    } catch (error) {
      // an unreadable upload keeps being served as it is (the route's redirect)
      log(`${recordId}/${file}: no variants (${error instanceof Error ? error.message : error})`);
    }
  }
  return made;
}

/** Every product: its uploads and the variants of products that are gone. */
async function checkAll(storage) {
  const started = Date.now();
  const products = new Set((await list(storage)).filter((e) => e.isDirectory()).map((e) => e.name));
  for (const entry of await list(path.join(root, rules.VARIANTS_VERSION))) {
    if (!products.has(entry.name))
      await rm(path.join(root, rules.VARIANTS_VERSION, entry.name), { recursive: true });
  }
  // an older encoding's folders (v0, …): their URLs are no longer used
  for (const entry of await list(root)) {
    if (entry.isDirectory() && /^v\d+$/.test(entry.name) && entry.name !== rules.VARIANTS_VERSION) {
      await rm(path.join(root, entry.name), { recursive: true });
    }
  }
  let made = 0;
  for (const recordId of products) made += await checkProduct(storage, recordId);
  log(
    `checked ${products.size} products in ${Date.now() - started} ms, ${made} photos got variants`,
  );
}

/** The notes that have settled, taken (renamed) so a newer note for the same product stays. */
async function takeNotes() {
  const taken = [];
  for (const entry of await list(queue)) {
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const file = path.join(queue, entry.name);
    if (entry.name.endsWith(".taken")) {
      taken.push(file); // left by a worker that stopped halfway
      continue;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info || Date.now() - info.mtimeMs < SETTLE_MS) continue;
    await rename(file, `${file}.taken`).then(
      () => taken.push(`${file}.taken`),
      () => {},
    );
  }
  return taken;
}

async function run() {
  log(`watching ${root}`);
  let checked;
  for (;;) {
    const source = await readSource();
    if (source?.s3) {
      if (checked !== "s3")
        log("uploads are in S3 storage: no variants (docs/operations.md, Limits)");
      checked = "s3";
    } else if (source?.storage) {
      const storage = path.join(dataDir, source.storage);
      if (checked !== source.mtimeMs) {
        checked = source.mtimeMs;
        await checkAll(storage);
      }
      for (const note of await takeNotes()) {
        await checkProduct(storage, path.basename(note, ".taken"));
        await rm(note, { force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

if (!(await exists(dataDir))) {
  console.error(`[images] no data folder at ${dataDir}`);
  process.exit(1);
}
await run();
