/**
 * The outbox against a real PocketBase, with fake-indexeddb as the device's store: enqueue,
 * drain, backoff, retry after failure, discard, two drainers, a lost response and a crashed
 * claim. Every check ends with what the server stored: exactly one record per submission.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Socket } from "node:net";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/backend/create-client";
import { ShopDb } from "../../src/offline/db";
import {
  BACKOFF_CAP_MS,
  CLAIM_LEASE_MS,
  drainOutbox,
  SEND_TIMEOUT_MS,
  sendTimeoutMs,
} from "../../src/offline/drainer";
import { discardItem, enqueueInto, retryItem } from "../../src/offline/outbox";
import { countAs, guestClient, superuserClient } from "./helpers";
import { countCreates, inquiry } from "./outbox-helpers";

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuserClient();
});

const freshDb = () => new ShopDb(`outbox-${randomUUID()}`);
const unreachable = () => createClient("http://127.0.0.1:9"); // nothing listens on port 9

const stored = (clientId: string) =>
  countAs(admin, "inquiries", "clientId = {:value}", { value: clientId });

describe("outbox drain", () => {
  it("stores first, then delivers once and keeps the server's receipt", async () => {
    const db = freshDb();
    const body = inquiry();
    await enqueueInto(db, "inquiries", body);
    expect((await db.outbox.get(body.clientId))?.state).toBe("queued");

    const report = await drainOutbox({ db, client: guestClient() });
    expect(report.sent).toBe(1);
    const item = await db.outbox.get(body.clientId);
    expect(item?.state).toBe("sent");
    expect(item?.result?.clientId).toBe(body.clientId);
    expect(await stored(body.clientId)).toBe(1);
  });

  it("keeps items queued offline with growing backoff, then drains at once when forced", async () => {
    const db = freshDb();
    const body = inquiry();
    const t0 = 1_000_000;
    await enqueueInto(db, "inquiries", body, {}, t0);
    const offline = unreachable();

    await drainOutbox({ db, client: offline, now: () => t0 });
    let item = await db.outbox.get(body.clientId);
    expect(item).toMatchObject({ state: "queued", attempts: 1, nextAttemptAt: t0 + 2_000 });

    // Not due yet: nothing is attempted.
    await drainOutbox({ db, client: offline, now: () => t0 + 1_000 });
    expect((await db.outbox.get(body.clientId))?.attempts).toBe(1);

    await drainOutbox({ db, client: offline, now: () => t0 + 2_000 });
    item = await db.outbox.get(body.clientId);
    expect(item).toMatchObject({ attempts: 2, nextAttemptAt: t0 + 2_000 + 4_000 });

    for (let i = 0; i < 8; i++)
      await drainOutbox({ db, client: offline, force: true, now: () => t0 });
    item = await db.outbox.get(body.clientId);
    expect(item?.nextAttemptAt).toBe(t0 + BACKOFF_CAP_MS);

    // Back online: the `online` event forces a pass regardless of the backoff.
    await drainOutbox({ db, client: guestClient(), force: true, now: () => t0 });
    expect((await db.outbox.get(body.clientId))?.state).toBe("sent");
    expect(await stored(body.clientId)).toBe(1);
  });

  it("marks a refused submission failed with the server's message; retry and discard", async () => {
    const db = freshDb();
    const bad = { ...inquiry(), email: "not-an-email" };
    await enqueueInto(db, "inquiries", bad);
    const report = await drainOutbox({ db, client: guestClient() });
    expect(report.failed).toBe(1);
    const item = await db.outbox.get(bad.clientId);
    expect(item?.state).toBe("failed");
    expect(item?.error).toMatch(/email/i);

    // Retry sends it again (still refused: the server decides), discard removes it.
    await retryItem(bad.clientId, db);
    expect((await db.outbox.get(bad.clientId))?.state).toBe("queued");
    await drainOutbox({ db, client: guestClient() });
    expect((await db.outbox.get(bad.clientId))?.state).toBe("failed");
    await discardItem(bad.clientId, db);
    expect(await db.outbox.get(bad.clientId)).toBeUndefined();
    expect(await stored(bad.clientId)).toBe(0);
  });

  it("retries after a failure and delivers, also items queued behind it", async () => {
    const db = freshDb();
    const first = inquiry();
    const second = inquiry();
    await enqueueInto(db, "inquiries", first, {}, 1);
    await enqueueInto(db, "inquiries", second, {}, 2);
    const report = await drainOutbox({ db, client: unreachable() });
    expect(report).toMatchObject({ sent: 0, retry: 1 });
    // The second one was not hammered against a dead server, just postponed.
    expect((await db.outbox.get(second.clientId))?.attempts).toBe(0);

    const later = Date.now() + BACKOFF_CAP_MS;
    const again = await drainOutbox({ db, client: guestClient(), now: () => later });
    expect(again.sent).toBe(2);
    expect(await stored(first.clientId)).toBe(1);
    expect(await stored(second.clientId)).toBe(1);
  });

  it("two drainers on the same database (two tabs) send each item exactly once", async () => {
    const name = `outbox-${randomUUID()}`;
    const tabA = new ShopDb(name);
    const tabB = new ShopDb(name);
    const bodies = Array.from({ length: 6 }, () => inquiry());
    for (const [i, body] of bodies.entries()) await enqueueInto(tabA, "inquiries", body, {}, i);

    const clientA = guestClient();
    const clientB = guestClient();
    const sentA = countCreates(clientA);
    const sentB = countCreates(clientB);
    const [a, b] = await Promise.all([
      drainOutbox({ db: tabA, client: clientA }),
      drainOutbox({ db: tabB, client: clientB }),
    ]);
    expect(a.sent + b.sent).toBe(6);
    expect(sentA() + sentB()).toBe(6);
    for (const body of bodies) expect(await stored(body.clientId)).toBe(1);
  });

  it("a lost response followed by a replay stores nothing twice", async () => {
    const db = freshDb();
    const body = inquiry();
    await enqueueInto(db, "inquiries", body);
    const client = guestClient();
    let dropped = false;
    client.afterSend = (_response, data) => {
      if (!dropped) {
        dropped = true; // the server stored it; the answer never arrives
        throw new Error("connection reset");
      }
      return data;
    };
    await drainOutbox({ db, client });
    expect((await db.outbox.get(body.clientId))?.state).toBe("queued");
    expect(await stored(body.clientId)).toBe(1);

    await drainOutbox({ db, client, force: true });
    const item = await db.outbox.get(body.clientId);
    expect(item?.state).toBe("sent");
    expect(item?.result?.clientId).toBe(body.clientId);
    expect(await stored(body.clientId)).toBe(1);
  });

  it("takes over a claim abandoned mid-send (crashed tab) once its lease runs out", async () => {
    const db = freshDb();
    const body = inquiry();
    const t0 = Date.now();
    await enqueueInto(db, "inquiries", body, {}, t0);
    await db.outbox.update(body.clientId, { state: "sending", nextAttemptAt: t0 + CLAIM_LEASE_MS });

    await drainOutbox({ db, client: guestClient(), now: () => t0 + 1_000 });
    expect((await db.outbox.get(body.clientId))?.state).toBe("sending");
    await drainOutbox({ db, client: guestClient(), now: () => t0 + CLAIM_LEASE_MS + 1 });
    expect((await db.outbox.get(body.clientId))?.state).toBe("sent");
    expect(await stored(body.clientId)).toBe(1);
  });

  it("gives up a send the shop never answers (a stalled line), keeps it and sends it later", async () => {
    const db = freshDb();
    const body = inquiry();
    await enqueueInto(db, "inquiries", body);
    // takes every connection and never says a word
    const sockets = new Set<Socket>();
    const stalled = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const { port } = stalled.address() as { port: number };
    try {
      const report = await drainOutbox({
        db,
        client: createClient(`http://127.0.0.1:${port}`),
        sendTimeoutMs: 500,
      });
      expect(report).toMatchObject({ sent: 0, retry: 1 });
      expect(await db.outbox.get(body.clientId)).toMatchObject({ state: "queued", attempts: 1 });
    } finally {
      for (const socket of sockets) socket.destroy();
      stalled.close();
    }
    await drainOutbox({ db, client: guestClient(), force: true });
    expect((await db.outbox.get(body.clientId))?.state).toBe("sent");
    expect(await stored(body.clientId)).toBe(1);
  });

  it("gives a send with files a second more for each 16 KiB they weigh", () => {
    expect(sendTimeoutMs(inquiry())).toBe(SEND_TIMEOUT_MS);
    const slip = new Blob([new Uint8Array(1024 * 1024)], { type: "image/jpeg" });
    expect(sendTimeoutMs({ order: "x", file: slip })).toBe(SEND_TIMEOUT_MS + 64_000);
    expect(sendTimeoutMs({ photos: [slip, slip] })).toBe(SEND_TIMEOUT_MS + 128_000);
    expect(SEND_TIMEOUT_MS).toBeLessThan(CLAIM_LEASE_MS);
  });
});
