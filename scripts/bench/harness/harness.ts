/**
 * Browser-side half of the catalogue benchmarks: the app's own sync engine, Dexie schema and
 * search, driven from scripts/bench/catalogue.mjs through window.bench. No React, no SW.
 */
import { catalogueServer } from "../../../src/backend/catalogue";
import { ShopDb } from "../../../src/offline/db";
import { createSyncEngine } from "../../../src/offline/sync";
import type { SyncReporter } from "../../../src/offline/sync-report";
import { buildSearchIndex, searchProducts } from "../../../src/shared/search";
import type { CatalogueHarness } from "../types";

/** The bench times the engine alone: nothing listens to its reports. */
const quiet: SyncReporter = { state() {}, pullDone() {}, progress() {}, problem() {} };

const server = catalogueServer(location.origin);
let synced: { db: ShopDb; engine: ReturnType<typeof createSyncEngine> } | undefined;

async function firstSync() {
  const db = new ShopDb(`bench-${crypto.randomUUID()}`);
  const engine = createSyncEngine(server, db, quiet);
  const t0 = performance.now();
  await engine.pull();
  const ms = performance.now() - t0;
  synced = { db, engine };
  return { ms, products: await db.products.count() };
}

/** The same mapped records, written by one raw bulkPut into an empty database. */
async function rawBulkPut() {
  if (!synced) throw new Error("run firstSync first");
  const records = await synced.db.products.toArray();
  const db = new ShopDb(`raw-${crypto.randomUUID()}`);
  await db.open();
  const t0 = performance.now();
  await db.transaction("rw", db.products, () => db.products.bulkPut(records));
  const ms = performance.now() - t0;
  db.close();
  await db.delete();
  return { ms, products: records.length };
}

async function deltaSync() {
  if (!synced) throw new Error("run firstSync first");
  const t0 = performance.now();
  await synced.engine.pull();
  return { ms: performance.now() - t0 };
}

async function productName(id: string) {
  return (await synced?.db.products.get(id))?.name;
}

/** Per-keystroke times: every prefix of each query, over the whole synced catalogue. */
async function searchKeystrokes(queries: string[], rounds: number) {
  if (!synced) throw new Error("run firstSync first");
  const index = buildSearchIndex(await synced.db.products.toArray());
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const t0 = performance.now();
        searchProducts(index, query.slice(0, i));
        times.push(performance.now() - t0);
      }
    }
  }
  return { times, products: index.products.length };
}

Object.assign(window, {
  bench: {
    firstSync,
    rawBulkPut,
    deltaSync,
    productName,
    searchKeystrokes,
  } satisfies CatalogueHarness,
});
document.title = "ready";
