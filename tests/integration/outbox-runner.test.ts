/**
 * The page's outbox runner (outbox-runner.ts) under a burst of kicks: every submission queued
 * while a pass waits on the network kicks the runner. The kicks fold into one more pass, and the
 * timer for the next pass is set once a pass, not once a kick. Before, each kick read every
 * open item when the series ended, all at once: the fault history (npm run bench -- faults)
 * saw hundreds of such reads pile up on one device and its store stop answering.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/backend/create-client";
import { ShopDb } from "../../src/offline/db";
import { enqueueInto } from "../../src/offline/outbox";
import { requestDrain, startOutbox } from "../../src/offline/outbox-runner";
import { inquiry } from "./outbox-helpers";

/** A server that answers every request with 503 after a moment: each pass waits, then retries. */
let busy: http.Server;
let hits = 0;
/** the page's window, as far as the runner listens to it */
let page: EventTarget;
beforeEach(async () => {
  hits = 0;
  busy = http.createServer((_req, res) => {
    hits++;
    setTimeout(() => res.writeHead(503).end(), 200);
  });
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  // what the runner expects of a page
  page = new EventTarget();
  vi.stubGlobal("addEventListener", page.addEventListener.bind(page));
  vi.stubGlobal("removeEventListener", page.removeEventListener.bind(page));
  vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
  vi.stubGlobal("navigator", {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  busy.closeAllConnections();
  await new Promise((resolve) => busy.close(resolve));
});

describe("outbox runner", () => {
  it("folds a burst of kicks into one more pass and reads the open items once a pass", async () => {
    const db = new ShopDb(`runner-${randomUUID()}`);
    for (let i = 0; i < 3; i++) await enqueueInto(db, "inquiries", inquiry(), {}, i);
    const { port } = busy.address() as AddressInfo;
    const reads = vi.spyOn(db.outbox, "where");
    const stop = startOutbox(db, createClient(`http://127.0.0.1:${port}`));
    try {
      await vi.waitFor(() => expect(hits).toBe(1));
      for (let i = 0; i < 50; i++) requestDrain();
      // The first pass is refused (503) and puts every item back for 2 s; the kicks fold into
      // one more pass, which finds nothing due; the timer then runs a third, the second request.
      await vi.waitFor(() => expect(hits).toBe(2), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 300));
      // A few reads a pass (claim, put back, set the timer) and the start's clean-up, none a kick:
      // 11 here, where one read a kick made 111.
      expect(reads.mock.calls.length).toBeLessThanOrEqual(20);
    } finally {
      stop();
    }
  });
});

describe("coming back online", () => {
  it("tries again within seconds when the first try after `online` finds no route", async () => {
    const db = new ShopDb(`runner-${randomUUID()}`);
    // Ten failed tries while offline: the backoff has reached its cap of a minute.
    await enqueueInto(db, "inquiries", inquiry(), {}, 0);
    await db.outbox.toCollection().modify({ attempts: 10, nextAttemptAt: Date.now() + 60_000 });
    const { port } = busy.address() as AddressInfo;
    const stop = startOutbox(db, createClient(`http://127.0.0.1:${port}`));
    try {
      // The runner's first pass finds nothing due.
      await new Promise((r) => setTimeout(r, 300));
      expect(hits).toBe(0);
      // The phone says online; the shop is not reachable yet (503), then it is.
      page.dispatchEvent(new Event("online"));
      await vi.waitFor(() => expect(hits).toBe(1), { timeout: 2000 });
      await vi.waitFor(() => expect(hits).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    } finally {
      stop();
    }
  });
});
