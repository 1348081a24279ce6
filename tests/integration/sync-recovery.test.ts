/**
 * The sync engine started while the shop cannot be reached (the device says online, nothing gets
 * through): it says offline, then catches up by itself once the shop answers, with no `online`
 * event, and follows changes live again (the realtime client gives up after a failed first
 * connection, so the engine subscribes anew). A real network fault: a TCP proxy that refuses.
 */
import { randomUUID } from "node:crypto";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueServer } from "../../src/backend/catalogue";
import { ShopDb } from "../../src/offline/db";
import { createSyncEngine } from "../../src/offline/sync";
import { pageReporter, syncStatusAtom } from "../../src/offline/sync-status";
import { store } from "../../src/state/store";
import { sharedServerUrl } from "../setup/shared-server";
import { startCuttingProxy } from "./fault-proxy";
import { type Catalogue, createCatalogue, superuserClient, unique } from "./helpers";

globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

let admin: PocketBase;
let catalogue: Catalogue;

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
});

describe("sync engine recovering", () => {
  it("starts unreachable, catches up by itself when the shop answers, then follows it live", async () => {
    const proxy = await startCuttingProxy(Number(new URL(sharedServerUrl()).port));
    proxy.cut();
    const database = new ShopDb(`recovery-${randomUUID()}`);
    const server = catalogueServer(proxy.url);
    const engine = createSyncEngine(server, database, pageReporter);
    try {
      await engine.start();
      expect(await database.products.count()).toBe(0);
      expect(store.get(syncStatusAtom).state).toBe("offline");
      proxy.restore();
      // the first retry comes 2 s after the failure, with no `online` event to prompt it
      await expect
        .poll(() => database.products.get(catalogue.plainId), { timeout: 10_000 })
        .toBeDefined();
      await expect.poll(() => store.get(syncStatusAtom).state).toBe("idle");
      await expect.poll(() => server.realtime.isConnected, { timeout: 10_000 }).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      const name = unique("Live again");
      await admin.collection("products").update(catalogue.plainId, { name });
      await expect
        .poll(async () => (await database.products.get(catalogue.plainId))?.name, {
          timeout: 5000,
        })
        .toBe(name);
    } finally {
      await engine.stop();
      proxy.close();
    }
  });
});
