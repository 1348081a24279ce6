/**
 * The one way a screen submits something to the shop: an order, a contact message, a
 * custom-order request, a payment slip, or the shop's step on an order from /admin (a staff
 * member's or the owner's `orderactions`). It stores the submission in the outbox, lets the drainer send it,
 * waits a moment for the server's answer and tells the screen, in one of four words, what
 * became of it. Screens switch on that answer; none of them touches the outbox directly.
 */
import { newClientId } from "../shared/ids";
import { db, type OutboxItem, type OutboxKind, type ShopDb } from "./db";
import { discardItem, enqueue, OUTBOX_QUOTA_MESSAGE, waitForDelivery } from "./outbox";
import { isQuotaError } from "./sync-report";

/**
 * How long a submission waits for the server before the screen is told "queued". Offline it
 * is not waited for: the drainer's first attempt fails at once and the answer comes then. The
 * wait only matters on a slow connection, where an order that arrives after 5 s should still
 * read "Thank you for your order!" and not "saved on this device".
 */
export const SUBMIT_WAIT_MS = 8_000;

/** What a screen says when the device could not store a submission for another reason than a full disk. */
export const OUTBOX_STORE_FAILED_MESSAGE =
  "Your device could not save this, so it was not sent. Try again; if it keeps failing, reload the page.";

const REFUSED_FALLBACK = "The shop did not accept this.";

export type SubmitResult =
  /** the server stored it; `record` is its stored copy (e.g. the priced order) */
  | { kind: "sent"; id: string; record: Record<string, unknown> }
  /** stored on this device, not answered yet: the outbox sends it later, exactly once */
  | { kind: "queued"; id: string }
  /** the server refused it, in its own words; the device keeps no copy */
  | { kind: "refused"; message: string }
  /** the device could not store it, so it was neither kept nor sent */
  | { kind: "no-storage"; quota: boolean; message: string };

export interface SubmitOptions {
  /** the signed-in account whose session must send it (orders and slips: the customer; order steps: the staff member or owner) */
  userId?: string;
  /** tests bring their own database; the app's otherwise */
  database?: ShopDb;
  /** tests shorten the wait; SUBMIT_WAIT_MS otherwise */
  waitMs?: number;
}

/**
 * Submits `body` as a `kind`, through the outbox:
 *
 * 1. Stores it in IndexedDB under its `clientId` (one is made when the body has none). A body
 *    whose clientId is already on the device is the same submission: nothing new is stored and
 *    the answer is that submission's. When the device cannot store it, answers `no-storage`
 *    (`quota` true, with the "out of storage" message, only for a real quota error; any other
 *    storage failure gets a message that says just that it was not saved).
 * 2. Asks the drainer to send it, and waits up to SUBMIT_WAIT_MS for the first attempt.
 * 3. Answers `sent` with the server's stored record; `refused` with the server's message when
 *    the server turned it down, after discarding it from the outbox (the screen still holds
 *    what was typed, so a retry is a new submission); or `queued`.
 *
 * Offline, with the server down or slow, or when the session must be renewed, the answer is
 * `queued`: the submission stays on the device (across reloads and closed tabs) and the drainer
 * sends it when the connection returns (or, for a user's kinds, when that user signs in again).
 * The server stores one record per clientId, so it arrives exactly once. Should the server
 * refuse it then, it stays in the outbox as failed, with the server's message, Retry and
 * Discard (the outbox panel).
 *
 * Never throws: every outcome is one of the four answers.
 */
export async function submit(
  kind: OutboxKind,
  body: Record<string, unknown> & { clientId?: string },
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const database = options.database ?? db();
  const id = body.clientId ?? newClientId();
  const waitMs = options.waitMs ?? SUBMIT_WAIT_MS;
  try {
    await enqueue(
      kind,
      { ...body, clientId: id },
      { ...(options.userId ? { userId: options.userId } : {}), awaitedUntil: Date.now() + waitMs },
      database,
    );
  } catch (error) {
    return noStorage(error);
  }
  let item: OutboxItem | undefined;
  try {
    item = await waitForDelivery(id, waitMs, database);
  } catch {
    // Stored, but the device cannot be watched: the drainer still sends it.
    return queued(id, database);
  }
  if (item?.state === "sent") return { kind: "sent", id, record: item.result ?? {} };
  if (item?.state === "failed") {
    await discardItem(id, database).catch(() => {});
    return { kind: "refused", message: item.error || REFUSED_FALLBACK };
  }
  return queued(id, database);
}

/** The screen stops waiting: from now on the lists of what is on the device show the item. */
async function queued(id: string, database: ShopDb): Promise<SubmitResult> {
  await database.outbox.update(id, { awaitedUntil: undefined }).catch(() => 0);
  return { kind: "queued", id };
}

/** The answer for a submission the device refused to store: a full disk, or something else. */
export function noStorage(error: unknown): Extract<SubmitResult, { kind: "no-storage" }> {
  const quota = isQuotaError(error);
  if (!quota) console.error("could not store a submission", error);
  return {
    kind: "no-storage",
    quota,
    message: quota ? OUTBOX_QUOTA_MESSAGE : OUTBOX_STORE_FAILED_MESSAGE,
  };
}
