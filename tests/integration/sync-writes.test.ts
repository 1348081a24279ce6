/**
 * What wins when the sync's two paths write the same record (fake-indexeddb, no server): a
 * page fetched before a realtime change must never put the older version back.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ShopDb } from "../../src/offline/db";
import { applyCatalogueEvent, writeNewer } from "../../src/offline/sync";
import { product } from "../unit/fixtures";

const freshDb = () => new ShopDb(`sync-writes-${randomUUID()}`);
const OLDER = "2026-01-01 10:00:00.000Z";
const NEWER = "2026-01-01 10:00:05.000Z";

describe("sync writes", () => {
  it("keeps a realtime change when an older page of the same product arrives after it", async () => {
    const db = freshDb();
    await applyCatalogueEvent(db, "products", {
      action: "update",
      item: product({ id: "p1", name: "Renamed live", updated: NEWER }),
    });
    const written = await db.transaction("rw", db.products, () =>
      writeNewer(db, "products", [
        product({ id: "p1", name: "From the old page", updated: OLDER }),
        product({ id: "p2", name: "New on the page", updated: OLDER }),
      ]),
    );
    expect(written).toBe(1);
    expect((await db.products.get("p1"))?.name).toBe("Renamed live");
    expect((await db.products.get("p2"))?.name).toBe("New on the page");
  });

  it("drops a realtime event older than the stored copy, applies a newer or equal one", async () => {
    const db = freshDb();
    await db.products.put(product({ id: "p1", name: "Stored", updated: NEWER }));
    await applyCatalogueEvent(db, "products", {
      action: "update",
      item: product({ id: "p1", name: "Late event", updated: OLDER }),
    });
    expect((await db.products.get("p1"))?.name).toBe("Stored");
    await applyCatalogueEvent(db, "products", {
      action: "update",
      item: product({ id: "p1", name: "Same moment", updated: NEWER }),
    });
    expect((await db.products.get("p1"))?.name).toBe("Same moment");
  });

  it("deletes on a realtime delete", async () => {
    const db = freshDb();
    await db.products.put(product({ id: "p1", updated: NEWER }));
    await applyCatalogueEvent(db, "products", { action: "delete", id: "p1" });
    expect(await db.products.get("p1")).toBeUndefined();
  });
});
