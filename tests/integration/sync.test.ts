/**
 * The offline layer against a real PocketBase: Dexie (fake-indexeddb) is filled and kept fresh
 * by the sync engine. A TCP proxy between the engine and the server cuts the connection for the
 * "dropped subscription" case, so the fault is a real network fault, not a mock.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import Dexie from "dexie";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { type CatalogueServer, catalogueServer } from "../../src/backend/catalogue";
import { homeProducts } from "../../src/offline/catalogue-hooks";
import { ShopDb } from "../../src/offline/db";
import { createSyncEngine } from "../../src/offline/sync";
import type { SyncReporter } from "../../src/offline/sync-report";
import { pageReporter } from "../../src/offline/sync-status";
import { sharedServerUrl } from "../setup/shared-server";
import { type Catalogue, createCatalogue, superuserClient, unique } from "./helpers";
import { itemCount, watchedCatalogue } from "./watched-catalogue";

// Node 20 has no EventSource; the realtime client needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

let admin: PocketBase;
let catalogue: Catalogue;

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
});

function freshEngine(url = sharedServerUrl()) {
  const database = new ShopDb(`sync-${randomUUID()}`);
  const fetchedProducts: number[] = [];
  const snapshots: number[] = [];
  const server = watchedCatalogue(url, ({ url, status, body }) => {
    if (url.pathname === "/api/shop/catalogue-snapshot") snapshots.push(status);
    if (url.pathname === "/api/collections/products/records") fetchedProducts.push(itemCount(body));
  });
  return {
    database,
    server,
    engine: createSyncEngine(server, database, pageReporter),
    fetchedProducts,
    snapshots,
  };
}

const rename = (id: string, name: string) => admin.collection("products").update(id, { name });
/** A product in the test catalogue's subcategory. */
const addProduct = (name: string, fields: Record<string, unknown> = {}) =>
  admin.collection("products").create({
    name: unique(name),
    category: catalogue.categoryId,
    subcategory: catalogue.subcategoryId,
    price: 100,
    ...fields,
  });

describe("sync engine", () => {
  it("pulls the whole catalogue on a first visit", async () => {
    const { database, engine } = freshEngine();
    await engine.pull();
    const product = await database.products.get(catalogue.optionsId);
    expect(product?.options.map((o) => o.label)).toEqual(["Small", "Large"]);
    expect(product?.images).toEqual(["/images/test.webp"]);
    expect(await database.categories.get(catalogue.categoryId)).toBeDefined();
    expect(await database.subcategories.get(catalogue.subcategoryId)).toBeDefined();
    expect(await database.settings.count()).toBe(1);
  });

  it("starts an empty device from one snapshot, then pulls only what changed after it", async () => {
    const { database, engine, fetchedProducts, snapshots } = freshEngine();
    await engine.pull();
    expect(snapshots).toEqual([200]);
    // the pages after the snapshot re-read only the records at its mark, not the catalogue
    const total = (await admin.collection("products").getList(1, 1)).totalItems;
    expect(await database.products.count()).toBe(total);
    const paged = fetchedProducts.reduce((a, b) => a + b, 0);
    expect(paged).toBeLessThan(Math.max(total, 2));

    // Later pulls never load the snapshot again; a rename and a delete reach the device.
    const name = unique("After snapshot");
    await rename(catalogue.plainId, name);
    const doomed = await addProduct("Short-lived");
    await engine.pull();
    expect(await database.products.get(doomed.id)).toBeDefined();
    await admin.collection("products").delete(doomed.id);
    await engine.pull();
    expect(snapshots).toEqual([200]);
    expect((await database.products.get(catalogue.plainId))?.name).toBe(name);
    expect(await database.products.get(doomed.id)).toBeUndefined();
  });

  it("stores a small catalogue's snapshot in one write, so the page's screens re-read it once", async () => {
    const { database, engine } = freshEngine();
    // (Dexie announces a database it has just created as changed everywhere: not a write)
    await database.open();
    // every committed write the page's live queries would hear of, by the tables it touched
    const writes: string[][] = [];
    const listen = (parts: Record<string, unknown>) => {
      const tables = Object.keys(parts)
        .filter((key) => key.startsWith(`idb://${database.name}/`))
        .map((key) => key.split("/")[3] ?? "")
        .filter((table) => ["categories", "subcategories", "products", "settings"].includes(table));
      if (tables.length) writes.push([...new Set(tables)].sort());
    };
    Dexie.on("storagemutated", listen);
    try {
      await engine.pull();
    } finally {
      Dexie.on.storagemutated.unsubscribe(listen);
    }
    expect(await database.products.count()).toBeGreaterThan(0);
    // the snapshot is the first write, with every table; the pull after it may still bring
    // products other test files add to the shared server meanwhile
    expect(writes[0]).toEqual(["categories", "products", "settings", "subcategories"]);
  });

  it("serves a snapshot that follows every change and revalidates with its ETag", async () => {
    const url = `${sharedServerUrl()}/api/shop/catalogue-snapshot`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    // compressed once when built, not per request
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag") ?? "";
    const body = (await first.json()) as { records: { products: { id: string }[] } };
    expect(body.records.products.map((p) => p.id)).toContain(catalogue.plainId);
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);

    const name = unique("Snapshot rename");
    await rename(catalogue.plainId, name);
    const next = await fetch(url, { headers: { "if-none-match": etag } });
    expect(next.status).toBe(200);
    expect(next.headers.get("etag")).not.toBe(etag);
    const renamed = (await next.json()) as {
      records: { products: { id: string; name: string }[] };
    };
    expect(renamed.records.products.find((p) => p.id === catalogue.plainId)?.name).toBe(name);
  });

  it("tells the page how far a first pull has come, then that it is done", async () => {
    const { database, server } = freshEngine();
    const heard: string[] = [];
    const recorder: SyncReporter = {
      state: (state) => heard.push(state),
      pullDone: () => heard.push("done"),
      progress: (products) => heard.push(`products ${products}`),
      problem: (problem) => heard.push(problem.kind),
    };
    const engine = createSyncEngine(server, database, recorder);
    await engine.pull();
    const total = await database.products.count();
    expect(heard[0]).toBe("syncing");
    expect(heard.filter((line) => line.startsWith("products")).at(-1)).toBe(`products ${total}`);
    expect(heard.slice(-2)).toEqual(["done", "idle"]);

    // Nothing changed: a later pull stores nothing, so it reports no progress.
    heard.length = 0;
    await engine.pull();
    expect(heard).toEqual(["syncing", "done", "idle"]);
  });

  it("later pulls fetch only what changed since the last one", async () => {
    const { database, engine, fetchedProducts } = freshEngine();
    await engine.pull();
    const total = await database.products.count();
    const name = unique("Renamed");
    await rename(catalogue.plainId, name);
    fetchedProducts.length = 0;
    await engine.pull();
    expect((await database.products.get(catalogue.plainId))?.name).toBe(name);
    const fetched = fetchedProducts.reduce((a, b) => a + b, 0);
    expect(fetched).toBeGreaterThanOrEqual(1);
    expect(fetched).toBeLessThan(total);
  });

  it("removes a product deleted on the server (tombstone)", async () => {
    const { database, engine } = freshEngine();
    const doomed = await addProduct("Doomed", { price: 900 });
    await engine.pull();
    expect(await database.products.get(doomed.id)).toBeDefined();
    await admin.collection("products").delete(doomed.id);
    await engine.pull();
    expect(await database.products.get(doomed.id)).toBeUndefined();
  });

  it("home reads its products through the inHome index, and follows the admin's switch", async () => {
    const { database, engine } = freshEngine();
    const featured = await addProduct("Featured", { price: 700, isInHome: true });
    await engine.pull();
    const ids = async () => (await homeProducts(database)).map((p) => p.id);
    expect(await ids()).toContain(featured.id);
    expect(await ids()).not.toContain(catalogue.plainId);
    await admin.collection("products").update(featured.id, { isInHome: false });
    await engine.pull();
    expect(await ids()).not.toContain(featured.id);
  });

  it("a device with the older database keeps its home products after the upgrade", async () => {
    const name = `sync-${randomUUID()}`;
    const old = new Dexie(name);
    old.version(2).stores({ products: "id, categoryId, subcategoryId" });
    await old.table("products").bulkPut([
      { id: "home1", name: "On home", isInHome: true, updated: "2026-01-01" },
      { id: "plain1", name: "Not on home", isInHome: false, updated: "2026-01-01" },
    ]);
    old.close();
    const database = new ShopDb(name);
    expect((await homeProducts(database)).map((p) => p.id)).toEqual(["home1"]);
  });

  it("a device that stored products before they had `created` gets it at its next start", async () => {
    const { database: fresh, engine: first } = freshEngine();
    await first.pull();
    const name = fresh.name;
    const before = await fresh.products.toArray();
    const marks = await fresh.meta.toArray();
    fresh.close();
    await Dexie.delete(name);
    // the same device one version back: products without `created`, marks up to date
    const old = new Dexie(name);
    old.version(3).stores({
      categories: "id, priority",
      subcategories: "id, parentCategoryId",
      products: "id, categoryId, subcategoryId, inHome",
      settings: "id",
      meta: "key",
      outbox: "id, state, kind, nextAttemptAt",
      orders: "id, userId, created",
    });
    await old.table("products").bulkPut(before.map(({ created: _, ...rest }) => rest));
    await old.table("meta").bulkPut(marks);
    old.close();

    const database = new ShopDb(name);
    const engine = createSyncEngine(catalogueServer(sharedServerUrl()), database, pageReporter);
    await engine.pull();
    const product = await database.products.get(catalogue.plainId);
    expect(product?.created).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(await database.products.filter((p) => !p.created).count()).toBe(0);
  });

  it("applies a realtime update without a pull", async () => {
    const { database, engine, server } = freshEngine();
    await engine.start();
    try {
      await expect.poll(() => database.products.count()).toBeGreaterThan(0);
      await waitForRealtime(server);
      const name = unique("Live");
      await rename(catalogue.plainId, name);
      await expect
        .poll(async () => (await database.products.get(catalogue.plainId))?.name, {
          timeout: 5000,
        })
        .toBe(name);
    } finally {
      await engine.stop();
    }
  });

  it("drops a product the owner hides, live and on a later pull, and brings it back", async () => {
    const { database, engine, server } = freshEngine();
    const product = await addProduct("Hidden later");
    await engine.start();
    try {
      await expect.poll(() => database.products.get(product.id)).toBeDefined();
      await waitForRealtime(server);
      await admin.collection("products").update(product.id, { hidden: true });
      await expect.poll(() => database.products.get(product.id), { timeout: 5000 }).toBeUndefined();
      await admin.collection("products").update(product.id, { hidden: false });
      await expect.poll(() => database.products.get(product.id), { timeout: 5000 }).toBeDefined();
    } finally {
      await engine.stop();
    }
    // a device that was away when it was hidden drops it on its next pull
    const away = freshEngine();
    await away.engine.pull();
    expect(await away.database.products.get(product.id)).toBeDefined();
    await admin.collection("products").update(product.id, { hidden: true });
    await away.engine.pull();
    expect(await away.database.products.get(product.id)).toBeUndefined();
  });

  it("catches up on changes missed while the connection was down", async () => {
    const proxy = await startProxy(new URL(sharedServerUrl()).port);
    const { database, engine, server } = freshEngine(`http://127.0.0.1:${proxy.port}`);
    await engine.start();
    try {
      await waitForRealtime(server);
      proxy.cut();
      const name = unique("Missed");
      await rename(catalogue.optionsId, name);
      await new Promise((r) => setTimeout(r, 700));
      expect((await database.products.get(catalogue.optionsId))?.name).not.toBe(name);
      proxy.restore();
      await expect
        .poll(async () => (await database.products.get(catalogue.optionsId))?.name, {
          timeout: 10_000,
        })
        .toBe(name);
    } finally {
      await engine.stop();
      proxy.close();
    }
  });
});

/** Waits until the SSE connection is up and its subscriptions have been submitted. */
async function waitForRealtime(server: CatalogueServer) {
  await expect.poll(() => server.realtime.isConnected, { timeout: 5000 }).toBe(true);
  await new Promise((r) => setTimeout(r, 300));
}

/** A TCP proxy that can drop every connection and refuse new ones until restored. */
async function startProxy(targetPort: string) {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(targetPort), "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe("the server's side of the sync", () => {
  it("every catalogue collection has an (updated, id) index for the sync's keyset pages", async () => {
    for (const name of ["categories", "subcategories", "products", "settings", "tombstones"]) {
      const collection = await admin.collections.getOne(name);
      const keyset = collection.indexes.filter((sql: string) =>
        /\(\s*`?updated`?\s*,\s*`?id`?\s*\)/.test(sql),
      );
      expect(keyset, name).toHaveLength(1);
    }
  });
});
