/**
 * The outbox: every submission is written to IndexedDB first, with its
 * clientId as the key, and only then sent by the drainer (drainer.ts, run by outbox-runner.ts).
 * Nothing a user submitted is lost by going offline, closing the tab or a crash.
 */
import { liveQuery } from "dexie";
import { db, type OutboxItem, type OutboxKind, type ShopDb } from "./db";
import { requestDrain } from "./outbox-runner";

/** What a screen says when the device's storage is full, so a submission was not stored (its text stays in the form). */
export const OUTBOX_QUOTA_MESSAGE =
  "Your device is out of storage, so this was not saved or sent. Free some space and try again.";

export interface EnqueueOptions {
  /** for orders: the signed-in user who must send it */
  userId?: string;
  /** a screen waits for the first answer until then (ms): see OutboxItem.awaitedUntil */
  awaitedUntil?: number;
}

/**
 * Whether lists of what is on the device (the outbox panel, an order's steps) show the item:
 * not while the screen that submitted it still waits for its answer, so a refusal is said once,
 * by that screen, and not flashed in a list in the moment before the screen discards it.
 */
export function shownInLists(item: OutboxItem, now = Date.now()): boolean {
  return !(item.awaitedUntil && item.awaitedUntil > now);
}

/**
 * Builds and stores a queued item. Exposed for tests that bring their own database.
 *
 * The clientId is the submission's identity (the server stores one record per clientId), so a
 * second item with a clientId already on the device is the same submission: the first one
 * wins, whatever its state, and is returned unchanged; the second body is not stored.
 */
export async function enqueueInto(
  database: ShopDb,
  kind: OutboxKind,
  body: Record<string, unknown> & { clientId: string },
  options: EnqueueOptions = {},
  now = Date.now(),
): Promise<OutboxItem> {
  const item: OutboxItem = {
    id: body.clientId,
    kind,
    body,
    state: "queued",
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
    ...(options.userId ? { userId: options.userId } : {}),
    ...(options.awaitedUntil ? { awaitedUntil: options.awaitedUntil } : {}),
  };
  return database.transaction("rw", database.outbox, async () => {
    const existing = await database.outbox.get(item.id);
    if (existing) return existing;
    await database.outbox.add(item);
    return item;
  });
}

/**
 * Stores the submission (state queued) and asks the drainer to send it. Resolves once stored;
 * throws what IndexedDB threw when it could not be stored. Screens call submit() (submit.ts),
 * which also waits for the answer and sorts the errors.
 */
export async function enqueue(
  kind: OutboxKind,
  body: Record<string, unknown> & { clientId: string },
  options: EnqueueOptions = {},
  database: ShopDb = db(),
): Promise<OutboxItem> {
  const item = await enqueueInto(database, kind, body, options);
  requestDrain();
  registerBackgroundSync();
  return item;
}

/**
 * Resolves with the item once it is sent or failed, once a first attempt left it queued
 * (offline, server down, or the session must be renewed), or with its state after `timeoutMs`.
 * Undefined when there is no such item (or it was removed). Watches the row with a Dexie live
 * query, so it answers as soon as the drainer writes, from this tab or another context.
 */
export function waitForDelivery(
  id: string,
  timeoutMs = 8000,
  database: ShopDb = db(),
): Promise<OutboxItem | undefined> {
  return new Promise((resolve, reject) => {
    let latest: OutboxItem | undefined;
    let done = false;
    const finish = (item: OutboxItem | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve(item);
    };
    const timer = setTimeout(() => finish(latest), timeoutMs);
    let subscription: { unsubscribe(): void } | undefined;
    subscription = liveQuery(() => database.outbox.get(id)).subscribe({
      next: (item) => {
        latest = item;
        if (!item || settled(item)) finish(item);
      },
      error: (error: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        reject(error);
      },
    });
    if (done) subscription.unsubscribe();
  });
}

function settled(item: OutboxItem): boolean {
  if (item.state === "sent" || item.state === "failed") return true;
  return item.state === "queued" && (item.attempts > 0 || item.needsSignIn === true);
}

/** A failed item goes back to the queue as new (e.g. after the cause was fixed on the server). */
export async function retryItem(id: string, database: ShopDb = db()): Promise<void> {
  await database.outbox.update(id, {
    state: "queued",
    attempts: 0,
    nextAttemptAt: Date.now(),
    error: undefined,
  });
  if (database === db()) requestDrain(true);
}

/** Removes an item that will not be sent (the user gave up on it). */
export async function discardItem(id: string, database: ShopDb = db()): Promise<void> {
  await database.outbox.delete(id);
}

/** Lets the browser wake the service worker when the connection returns (Chromium only). */
function registerBackgroundSync(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register("outbox");
    })
    .catch(() => {
      // No Background Sync here: the `online` event and the backoff timer still drain.
    });
}
