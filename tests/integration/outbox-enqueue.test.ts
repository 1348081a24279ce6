/**
 * The outbox on the device alone (fake-indexeddb, no server): what a second item with the same
 * clientId does, and how waitForDelivery answers.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ShopDb } from "../../src/offline/db";
import { enqueueInto, waitForDelivery } from "../../src/offline/outbox";

const freshDb = () => new ShopDb(`outbox-enqueue-${randomUUID()}`);
const body = (clientId: string, message: string) => ({ clientId, message });

describe("enqueue", () => {
  it("keeps the first item when a second one has the same clientId", async () => {
    const db = freshDb();
    const first = await enqueueInto(db, "inquiries", body("c1", "first"), {}, 1_000);
    const second = await enqueueInto(db, "inquiries", body("c1", "second"), {}, 2_000);
    expect(second).toEqual(first);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.get("c1"))?.body.message).toBe("first");
  });

  it("never puts a delivered item back in the queue", async () => {
    const db = freshDb();
    await enqueueInto(db, "inquiries", body("c1", "first"));
    await db.outbox.update("c1", { state: "sent", result: { id: "r1" } });
    const again = await enqueueInto(db, "inquiries", body("c1", "again"));
    expect(again.state).toBe("sent");
    expect((await db.outbox.get("c1"))?.state).toBe("sent");
  });
});

describe("waitForDelivery", () => {
  it("answers as soon as the drainer marks the item sent", async () => {
    const db = freshDb();
    await enqueueInto(db, "inquiries", body("c1", "hello"));
    const started = Date.now();
    const waiting = waitForDelivery("c1", 5_000, db);
    setTimeout(() => void db.outbox.update("c1", { state: "sent", result: { id: "r1" } }), 50);
    const item = await waiting;
    expect(item?.state).toBe("sent");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("answers a first attempt that left the item queued (offline)", async () => {
    const db = freshDb();
    await enqueueInto(db, "inquiries", body("c1", "hello"));
    const waiting = waitForDelivery("c1", 5_000, db);
    setTimeout(() => void db.outbox.update("c1", { attempts: 1 }), 50);
    expect((await waiting)?.attempts).toBe(1);
  });

  it("gives the item as it stands when the time is up", async () => {
    const db = freshDb();
    await enqueueInto(db, "inquiries", body("c1", "hello"));
    const started = Date.now();
    const item = await waitForDelivery("c1", 200, db);
    expect(item?.state).toBe("queued");
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("answers undefined for an item that is not there", async () => {
    expect(await waitForDelivery("missing", 5_000, freshDb())).toBeUndefined();
  });
});
