/**
 * The outbox drainer: sends queued submissions, oldest first, one at a time.
 * It takes its database and PocketBase client as parameters, so tests inject their own.
 *
 * Exactly once: every item is claimed inside a Dexie transaction before it is sent (state
 * `sending`, with a lease in `nextAttemptAt`), so two drainers never send the same item at the
 * same moment; a claim whose lease ran out (a tab crashed mid-send) is taken over. A send whose
 * response was lost is simply sent again: the server answers a known clientId with the stored
 * record and stores nothing twice.
 *
 * A delivered order goes into the device's order cache in the same transaction that marks it
 * sent, so an open My Orders trades its "waiting" card for the stored order at once, without
 * waiting for realtime or a refresh.
 */
import { ANSWER_TIMEOUT_MS, type PocketBase } from "../backend/client";
import { type ClientResponseError, isResponseError } from "../backend/response-error";
import { createSubmission } from "../backend/submissions";
import { toOrder } from "../lib/types";
import type { OutboxItem, OutboxKind, ShopDb } from "./db";
import { toCached } from "./order-rows";
import {
  loadOutboxSessions,
  needsSession,
  type OutboxSession,
  sessionFor,
} from "./outbox-sessions";
import { serverMessage } from "./server-message";

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 60_000;
/** how long a claim is honoured; after that the item is taken to be abandoned mid-send */
export const CLAIM_LEASE_MS = 30_000;
/**
 * How long a send waits for the shop's answer before it is given up and tried again with
 * backoff (ANSWER_TIMEOUT_MS, src/backend/client.ts). Files get more: a second for each 16 KiB
 * they weigh, a poor 3G line's pace.
 */
export const SEND_TIMEOUT_MS = ANSWER_TIMEOUT_MS;
const SLOW_LINE_BYTES_PER_SECOND = 16 * 1024;

/** The time a send of `body` is given (SEND_TIMEOUT_MS, and its files' share). */
export function sendTimeoutMs(body: Record<string, unknown>): number {
  const files = Object.values(body)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is Blob => value instanceof Blob);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return SEND_TIMEOUT_MS + Math.ceil((bytes / SLOW_LINE_BYTES_PER_SECOND) * 1000);
}

export interface DrainOptions {
  db: ShopDb;
  /** undefined = the app-wide client (a customer's items, and items that need no session) */
  client?: PocketBase | undefined;
  now?: () => number;
  /** which kinds this drainer may send (the service worker has no session, so no orders) */
  kinds?: readonly OutboxKind[];
  /** ignore backoff: the connection just came back, or the user asked to retry */
  force?: boolean;
  /** the caller holds the cross-tab drain lock: any `sending` claim is a dead one */
  exclusive?: boolean;
  /** the most a send may wait for its answer; by default sendTimeoutMs of its body */
  sendTimeoutMs?: number;
}

export interface DrainReport {
  sent: number;
  failed: number;
  /** items put back with backoff (network error, 5xx, 429) */
  retry: number;
  /** items waiting for their account (customer or staff) to sign in again */
  needsSignIn: number;
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type Outcome =
  | { kind: "sent"; result: Record<string, unknown> }
  | { kind: "failed"; message: string }
  | { kind: "retry" }
  | { kind: "sign-in" };

/** One pass: sends every due item until none is left or the server is unreachable. */
export async function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  const { db, client } = options;
  const now = options.now ?? Date.now;
  const report: DrainReport = { sent: 0, failed: 0, retry: 0, needsSignIn: 0 };
  let force = options.force ?? false;
  // per session (its key): absent = not checked yet this pass; false = the server refused it
  const sessionOk = new Map<string, boolean>();
  await loadOutboxSessions(db, options.kinds);

  for (;;) {
    const item = await claimNext(options, now(), force, sessionOk);
    if (!item) break;

    let outcome: Outcome;
    const session = sessionFor(item.kind, client);
    const sender = session ? session.client : client;
    if (session && !sessionOk.has(session.key)) {
      const renewed = await session.refresh();
      if (renewed === "offline") outcome = { kind: "retry" };
      else {
        sessionOk.set(session.key, renewed);
        outcome = renewed
          ? await send(session, sender, item, options.sendTimeoutMs)
          : { kind: "sign-in" };
      }
    } else {
      outcome = await send(session, sender, item, options.sendTimeoutMs);
    }

    if (outcome.kind === "sent") {
      await markSent(db, item, outcome.result, now());
      report.sent++;
      // The server answers: whatever waited for a retry can go now.
      force = true;
    } else if (outcome.kind === "failed") {
      await db.outbox.update(item.id, { state: "failed", error: outcome.message });
      report.failed++;
    } else if (outcome.kind === "sign-in") {
      if (session) sessionOk.set(session.key, false);
      await db.outbox.update(item.id, {
        state: "queued",
        needsSignIn: true,
        attempts: item.attempts - 1,
        nextAttemptAt: now(),
      });
      report.needsSignIn++;
    } else {
      await postponeAll(db, item, now());
      report.retry++;
      break; // unreachable or overloaded: the rest share its fate
    }
  }
  return report;
}

/** Marks a delivered item sent, and caches it when it is an order (see the header). */
async function markSent(
  db: ShopDb,
  item: OutboxItem,
  result: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db.transaction("rw", db.outbox, db.orders, async () => {
    await db.outbox.update(item.id, {
      state: "sent",
      result,
      error: undefined,
      needsSignIn: false,
    });
    if (item.kind === "orders") await db.orders.put(toCached(toOrder(result), now));
  });
}

/**
 * Picks the oldest sendable item and marks it `sending` in the same transaction, so a second
 * drainer (another tab, the service worker) cannot pick it too.
 */
async function claimNext(
  options: DrainOptions,
  now: number,
  force: boolean,
  sessionOk: ReadonlyMap<string, boolean>,
): Promise<OutboxItem | undefined> {
  const { db, client, kinds } = options;
  // who is signed in, per session, read once before the transaction
  const accounts = new Map<OutboxSession, string | undefined>();
  const accountOf = (session: OutboxSession) => {
    if (!accounts.has(session)) accounts.set(session, session.accountId());
    return accounts.get(session);
  };
  return db.transaction("rw", db.outbox, async () => {
    const open = await db.outbox.where("state").anyOf("queued", "sending").sortBy("createdAt");
    for (const item of open) {
      if (kinds && !kinds.includes(item.kind)) continue;
      if (item.state === "sending" && !options.exclusive && item.nextAttemptAt > now) continue;
      const session = sessionFor(item.kind, client);
      if (session) {
        const accountId = accountOf(session);
        if (sessionOk.get(session.key) === false || !accountId || accountId !== item.userId) {
          // A stale `sending` claim reaching here is put back too.
          if (!item.needsSignIn || item.state === "sending") {
            await db.outbox.update(item.id, { state: "queued", needsSignIn: true });
          }
          continue;
        }
        // Signed in again as the right user: send at once.
        if (!item.needsSignIn && !force && item.nextAttemptAt > now) continue;
      } else if (item.state === "queued" && !force && item.nextAttemptAt > now) continue;

      const claimed: OutboxItem = {
        ...item,
        state: "sending",
        attempts: item.attempts + 1,
        // a claim outlasts its send: files on a slow line are given their time (sendTimeoutMs)
        nextAttemptAt: now + CLAIM_LEASE_MS + sendTimeoutMs(item.body) - SEND_TIMEOUT_MS,
      };
      await db.outbox.put(claimed);
      return claimed;
    }
    return undefined;
  });
}

async function send(
  session: OutboxSession | undefined,
  client: PocketBase | undefined,
  item: OutboxItem,
  timeoutMs = sendTimeoutMs(item.body),
): Promise<Outcome> {
  // The session may have ended since the claim (signed out in another tab): an order sent now
  // would go as a guest, and the server's refusal would read as the order being refused. The
  // check and the request's token are read in the same turn, so nothing can end it in between.
  if (session && session.accountId() !== item.userId) return { kind: "sign-in" };
  try {
    // given up, the send may still have reached the shop: the next one is answered with the
    // stored record (the clientId), so nothing is stored twice
    const signal = AbortSignal.timeout(timeoutMs);
    const result = await createSubmission(client, item.kind, item.body, signal);
    return { kind: "sent", result };
  } catch (error) {
    return classify(error, item);
  }
}

/** Tries an unexplained refusal gets before the shopper is told of it. */
export const UNEXPLAINED_TRIES = 3;

/**
 * PocketBase answers 400 "Failed to create record." with no field named when the write itself
 * failed rather than a rule: a database busy for a moment (the replica's checkpoint) is one
 * cause. A rule's refusal always names its field or its reason, so only this answer is tried
 * again, a few times, before it counts as a refusal.
 */
function unexplained(error: ClientResponseError): boolean {
  const data = error.response?.data;
  const named = data && typeof data === "object" && Object.keys(data).length > 0;
  return error.status === 400 && !named && /^Failed to create record\.$/.test(error.message);
}

export function classify(error: unknown, item: Pick<OutboxItem, "kind" | "attempts">): Outcome {
  if (!isResponseError(error)) return { kind: "retry" };
  const status = error.status;
  if (status === 0 || status === 429 || status >= 500) return { kind: "retry" };
  if (needsSession(item.kind) && (status === 401 || status === 403)) {
    return { kind: "sign-in" };
  }
  if (unexplained(error) && item.attempts < UNEXPLAINED_TRIES) return { kind: "retry" };
  return { kind: "failed", message: serverMessage(error) };
}

/** Puts the item back with its backoff and moves every other due item to the same moment. */
async function postponeAll(db: ShopDb, item: OutboxItem, now: number): Promise<void> {
  const retryAt = now + backoffMs(item.attempts);
  await db.transaction("rw", db.outbox, async () => {
    await db.outbox.update(item.id, { state: "queued", nextAttemptAt: retryAt });
    await db.outbox
      .where("state")
      .equals("queued")
      .filter((other) => other.nextAttemptAt < retryAt)
      .modify({ nextAttemptAt: retryAt });
  });
}
