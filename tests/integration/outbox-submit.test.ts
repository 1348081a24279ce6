/**
 * submit(), the one way screens send things, on fake-indexeddb against the real PocketBase:
 * each of its four answers (sent, queued, refused, no-storage) and what the device and the
 * server hold afterwards.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/backend/create-client";
import { type OutboxItem, ShopDb } from "../../src/offline/db";
import { drainOutbox } from "../../src/offline/drainer";
import { OUTBOX_QUOTA_MESSAGE, shownInLists } from "../../src/offline/outbox";
import { OUTBOX_STORE_FAILED_MESSAGE, submit } from "../../src/offline/submit";
import { EMAIL_MESSAGE } from "../../src/shared/validation/forms";
import { countAs, guestClient, superuserClient } from "./helpers";
import { countCreates, inquiry } from "./outbox-helpers";

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuserClient();
});

const freshDb = () => new ShopDb(`outbox-submit-${randomUUID()}`);
const stored = (clientId: string) =>
  countAs(admin, "inquiries", "clientId = {:value}", { value: clientId });

/** What the app's runner does on enqueue: one drainer pass as soon as the item is stored. */
async function drainOnceStored(db: ShopDb, id: string, client: PocketBase) {
  while (!(await db.outbox.get(id))) await new Promise((resolve) => setTimeout(resolve, 5));
  return drainOutbox({ db, client, force: true });
}

describe("submit", () => {
  it("answers sent with the server's record, which the device keeps as the receipt", async () => {
    const db = freshDb();
    const body = inquiry();
    const [result] = await Promise.all([
      submit("inquiries", body, { database: db }),
      drainOnceStored(db, body.clientId, guestClient()),
    ]);
    expect(result).toMatchObject({ kind: "sent", id: body.clientId });
    if (result.kind !== "sent") return;
    expect(result.record).toMatchObject({ clientId: body.clientId, subject: body.subject });
    expect(typeof result.record.id).toBe("string");
    expect((await db.outbox.get(body.clientId))?.state).toBe("sent");
    expect(await stored(body.clientId)).toBe(1);
  });

  it("makes a clientId when the body has none", async () => {
    const db = freshDb();
    const { clientId: _none, ...body } = inquiry();
    const result = await submit("inquiries", body, { database: db, waitMs: 50 });
    if (result.kind !== "queued") throw new Error(`expected queued, got ${result.kind}`);
    expect((await db.outbox.get(result.id))?.body.clientId).toBe(result.id);
  });

  it("answers queued at once when the first attempt finds the server unreachable", async () => {
    const db = freshDb();
    const body = inquiry();
    const started = Date.now();
    const [result] = await Promise.all([
      submit("inquiries", body, { database: db, waitMs: 20_000 }),
      drainOnceStored(db, body.clientId, createClient("http://127.0.0.1:9")),
    ]);
    expect(result).toEqual({ kind: "queued", id: body.clientId });
    // answered by the failed attempt, not by the end of the wait
    expect(Date.now() - started).toBeLessThan(5_000);
    const item = await db.outbox.get(body.clientId);
    expect(item).toMatchObject({ state: "queued", attempts: 1 });

    // Back online, the outbox delivers it once.
    await drainOutbox({ db, client: guestClient(), force: true });
    expect(await stored(body.clientId)).toBe(1);
  });

  it("answers queued when nothing answers within the wait, and keeps the item", async () => {
    const db = freshDb();
    const body = inquiry();
    const started = Date.now();
    const result = await submit("inquiries", body, { database: db, waitMs: 300 });
    expect(result).toEqual({ kind: "queued", id: body.clientId });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const item = await db.outbox.get(body.clientId);
    expect(item?.state).toBe("queued");
    // the screen has stopped waiting: the outbox panel now lists it
    expect(item && shownInLists(item)).toBe(true);
  });

  it("answers refused with the server's message and keeps no copy on the device", async () => {
    const db = freshDb();
    const bad = { ...inquiry(), email: "not-an-email" };
    // every state the item passes through, as the device's lists would read it
    const listed: boolean[] = [];
    db.outbox.hook("updating", (changes, _key, item) => {
      listed.push(shownInLists({ ...item, ...(changes as Partial<OutboxItem>) }));
    });
    const [result] = await Promise.all([
      submit("inquiries", bad, { database: db }),
      drainOnceStored(db, bad.clientId, guestClient()),
    ]);
    expect(result).toEqual({ kind: "refused", message: EMAIL_MESSAGE });
    // the form says why; no list flashed the refusal before it was discarded
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await stored(bad.clientId)).toBe(0);
  });

  it("answers a submission already delivered from the device's receipt, sending nothing", async () => {
    const db = freshDb();
    const body = inquiry();
    await Promise.all([
      submit("inquiries", body, { database: db }),
      drainOnceStored(db, body.clientId, guestClient()),
    ]);
    const client = guestClient();
    const creates = countCreates(client);
    const twice = { ...body, message: "A second text for the same submission." };
    const [again] = await Promise.all([
      submit("inquiries", twice, { database: db }),
      drainOutbox({ db, client, force: true }),
    ]);
    expect(again).toMatchObject({ kind: "sent", record: { message: body.message } });
    expect(creates()).toBe(0);
    expect(await stored(body.clientId)).toBe(1);
  });
});

describe("submit on a device that cannot store", () => {
  it("answers no-storage with the storage message for a real quota error", async () => {
    const db = freshDb();
    // IndexedDB's own error for a full origin, as Chromium raises it (Dexie wraps it).
    db.outbox.hook("creating", () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const body = inquiry();
    const result = await submit("inquiries", body, { database: db });
    expect(result).toEqual({ kind: "no-storage", quota: true, message: OUTBOX_QUOTA_MESSAGE });
    expect(await db.outbox.count()).toBe(0);
    expect(await stored(body.clientId)).toBe(0);
  });

  it("answers no-storage with a plain 'not saved' for any other storage failure", async () => {
    const db = freshDb();
    await db.open();
    db.close({ disableAutoOpen: true }); // as when another tab deleted or upgraded the database
    const result = await submit("inquiries", inquiry(), { database: db });
    expect(result).toEqual({
      kind: "no-storage",
      quota: false,
      message: OUTBOX_STORE_FAILED_MESSAGE,
    });
    expect(OUTBOX_STORE_FAILED_MESSAGE).not.toMatch(/storage/i);
  });
});
