/**
 * A restore reaches every phone (docs/decisions/0027-catalogue-epoch.md): through
 * the real `npm run backup`, `npm run restore` and `npm run import -- --prune`, a device that
 * had synced a deletion gets the restored product back and loses what the restore removed,
 * because the catalogue's epoch changed and the device started its copy again.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { ShopDb } from "../../src/offline/db";
import { createSyncEngine } from "../../src/offline/sync";
import { pageReporter } from "../../src/offline/sync-status";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { type Catalogue, createCatalogue } from "./helpers";
import { watchedCatalogue } from "./watched-catalogue";

const run = promisify(execFile);
let server: TestServer;
let admin: PocketBase;
let catalogue: Catalogue;
let dir = "";

beforeAll(async () => {
  server = await startTestServer();
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  catalogue = await createCatalogue(admin);
  dir = await mkdtemp(path.join(tmpdir(), "shop-epoch-"));
});
afterAll(async () => {
  await server?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** One of the owner's commands against the running shop. */
async function command(name: string, ...args: string[]) {
  const env = {
    ...process.env,
    PB_URL: server.url,
    PB_ADMIN_EMAIL: TEST_ADMIN.email,
    PB_ADMIN_PASSWORD: TEST_ADMIN.password,
  };
  const { stdout } = await run(process.execPath, [`scripts/${name}.mjs`, ...args], {
    cwd: ROOT,
    env,
  });
  return stdout;
}

/** A phone: its own database and sync engine, counting the snapshots it fetched. */
function phone() {
  const database = new ShopDb(`epoch-${randomUUID()}`);
  let snapshots = 0;
  const shop = watchedCatalogue(server.url, ({ url }) => {
    if (url.pathname === "/api/shop/catalogue-snapshot") snapshots++;
  });
  const engine = createSyncEngine(shop, database, pageReporter);
  return { database, engine, snapshots: () => snapshots };
}

const epoch = async () =>
  (await admin.collection("settings").getFirstListItem("")).catalogueEpoch as string;

describe("the catalogue epoch", () => {
  it("brings back to a phone what a restore brought back, and takes away what it removed", async () => {
    const device = phone();
    await device.engine.pull();
    expect(await device.database.products.get(catalogue.plainId)).toBeDefined();
    const file = path.join(dir, "before.zip");
    expect(await command("backup", file)).toContain(`saved ${file}`);
    const before = await epoch();

    await admin.collection("products").delete(catalogue.plainId);
    const later = await admin.collection("products").create({
      name: "Added after the backup",
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 700,
    });
    await device.engine.pull();
    expect(await device.database.products.get(catalogue.plainId)).toBeUndefined();
    expect(await device.database.products.get(later.id)).toBeDefined();

    expect(await command("restore", file, "--yes")).toContain("restored before.zip");
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await epoch()).not.toBe(before);
    await device.engine.pull();
    expect((await device.database.products.get(catalogue.plainId))?.price).toBe(1500);
    expect(await device.database.products.get(later.id)).toBeUndefined();
    expect(device.snapshots()).toBe(2);
    // and the next pull is an ordinary one again
    await device.engine.pull();
    expect(device.snapshots()).toBe(2);
  }, 120_000);

  it("changes with an import that prunes, and a phone pulls the catalogue again", async () => {
    const device = phone();
    await device.engine.pull();
    const before = await epoch();
    const csv = path.join(dir, "one.csv");
    await writeFile(
      csv,
      "handle,name,category,subcategory,price\nonly-one,Only One,Snacks,Other,900\n",
    );
    expect(await command("import", csv, "--prune")).toMatch(/1 created.*[1-9]\d* pruned/);
    expect(await epoch()).not.toBe(before);
    await device.engine.pull();
    expect(device.snapshots()).toBe(2);
    const names = (await device.database.products.toArray()).map((p) => p.name);
    expect(names).toEqual(["Only One"]);
  }, 120_000);
});
