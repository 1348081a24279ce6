/**
 * Fault injection against a PocketBase of our own (issue 7, item 4): the server is killed with
 * SIGKILL (no graceful shutdown, no flushed answers) in the middle of a first catalogue sync and
 * in the middle of outbox drains, then restarted on the same port and data dir.
 *
 * The plain realtime cut (catch-up after reconnect) is in sync.test.ts ("catches up on changes
 * missed while the connection was down"); here the cut lands in the middle of a burst of
 * events, so some were applied live and the rest must come from the catch-up pull.
 */
import { randomUUID } from "node:crypto";
import { EventSource } from "eventsource";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGenerated } from "../../scripts/lib/seed-catalogue.mjs";
import { createClient } from "../../src/backend/client";
import { ShopDb } from "../../src/offline/db";
import { drainOutbox } from "../../src/offline/drainer";
import { enqueueInto } from "../../src/offline/outbox";
import { syncStatusAtom } from "../../src/offline/sync-status";
import { createSyncEngine } from "../../src/offline/sync";
import { store } from "../../src/state/store";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { startCuttingProxy, startDroppingProxy } from "./fault-proxy";
import { type Catalogue, countAs, createCatalogue, orderBody, PASSWORD } from "./helpers";
import { inquiry } from "./outbox-helpers";

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

const GENERATED_PRODUCTS = 3000;

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  await seedGenerated({ count: GENERATED_PRODUCTS, url: server.url, ...TEST_ADMIN });
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
}, 180_000);
afterAll(() => server?.dispose());

/** Restarts a killed server and signs the superuser client in again. */
async function restart() {
  await server.restart();
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
}

async function serverIds(collection: string): Promise<string[]> {
  const records = await admin.collection(collection).getFullList({ fields: "id", batch: 1000 });
  return records.map((r) => r.id).sort();
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("server killed during a first sync", () => {
  it("resumes from the stored high-water mark and ends with exactly the server's products", async () => {
    const total = (await admin.collection("products").getList(1, 1)).totalItems;
    expect(total).toBeGreaterThanOrEqual(GENERATED_PRODUCTS);

    const database = new ShopDb(`faults-sync-${randomUUID()}`);
    const client = createClient(server.url);
    const fetched: string[] = [];
    const filters: string[] = [];
    client.beforeSend = (url, options) => {
      if (url.includes("/collections/products/records")) {
        filters.push(String(options.query?.filter ?? ""));
      }
      return { url, options };
    };
    client.afterSend = (response, data) => {
      if (response.url.includes("/collections/products/records")) {
        for (const item of (data as { items?: { id: string }[] }).items ?? []) fetched.push(item.id);
      }
      return data;
    };
    const engine = createSyncEngine(client, database);

    const first = engine.pull();
    // Two pages are on the device (records and mark in one transaction): kill it now.
    await until(async () => (await database.products.count()) >= 1000, 60_000, "two pages");
    await server.stop("SIGKILL");
    await first;

    const storedBefore = new Set(await database.products.toCollection().primaryKeys());
    const mark = (await database.meta.get("products"))?.highWater;
    expect(mark).toBeDefined();
    expect(storedBefore.size).toBeGreaterThanOrEqual(1000);
    expect(storedBefore.size).toBeLessThan(total);
    // The shopper's app knows it is offline, not broken.
    expect(store.get(syncStatusAtom).state).toBe("offline");

    await restart();
    fetched.length = 0;
    filters.length = 0;
    await engine.pull();

    // The first products request after the restart asks only for what is at or after the mark.
    expect(filters[0]).toContain(mark);
    // Of what it had stored, only the records sharing the mark's timestamp come again.
    const tiesAtMark = await countAs(admin, "products", `updated = "${mark}"`);
    const again = fetched.filter((id) => storedBefore.has(id));
    expect(again.length).toBeLessThanOrEqual(tiesAtMark);
    expect(fetched.length).toBe(await countAs(admin, "products", `updated >= "${mark}"`));
    expect(fetched.length).toBeLessThanOrEqual(total - storedBefore.size + tiesAtMark);

    // Nothing lost, nothing doubled, in every catalogue table.
    const local = (await database.products.toCollection().primaryKeys()).map(String).sort();
    expect(local).toEqual(await serverIds("products"));
    expect(await database.products.count()).toBe(total);
    for (const name of ["categories", "subcategories", "settings"] as const) {
      const ids = (await database.table(name).toCollection().primaryKeys()).map(String).sort();
      expect(ids, name).toEqual(await serverIds(name));
    }
    expect(store.get(syncStatusAtom).state).toBe("idle");
  });
});
