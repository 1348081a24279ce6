/**
 * The outbox (design section 5): every submission is written to IndexedDB first, with its
 * clientId as the key, and only then sent. Nothing a user submitted is lost by going offline.
 *
 * FIRST VERSION: enqueue + an immediate send attempt. The outbox issue replaces the internals
 * (drainer with backoff, Background Sync, one tab at a time, session expiry) behind this API.
 */
import { ClientResponseError, pb } from "../backend/client";
import { db, type OutboxItem, type OutboxKind } from "./db";

export interface EnqueueOptions {
  /** for orders: the signed-in user who must send it */
  userId?: string;
}

/** Stores the submission (state queued) and starts sending it. Resolves once it is stored. */
export async function enqueue(
  kind: OutboxKind,
  body: Record<string, unknown> & { clientId: string },
  options: EnqueueOptions = {},
): Promise<OutboxItem> {
  const now = Date.now();
  const item: OutboxItem = {
    id: body.clientId,
    kind,
    body,
    state: "queued",
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
    ...(options.userId ? { userId: options.userId } : {}),
  };
  await db().outbox.put(item);
  void sendOne(item.id);
  return item;
}

async function sendOne(id: string): Promise<void> {
  const table = db().outbox;
  const item = await table.get(id);
  if (!item || item.state === "sent") return;
  await table.update(id, { state: "sending", attempts: item.attempts + 1 });
  try {
    const result = await pb().collection(item.kind).create(item.body, { requestKey: null });
    await table.update(id, { state: "sent", result: { ...result } });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500) {
      await table.update(id, { state: "failed", error: error.message });
    } else {
      await table.update(id, { state: "queued", nextAttemptAt: Date.now() + 5000 });
    }
  }
}

/**
 * Resolves with the item once it is sent or failed, or with its current state (still queued,
 * e.g. offline) after `timeoutMs`.
 */
export async function waitForDelivery(
  id: string,
  timeoutMs = 8000,
): Promise<OutboxItem | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await db().outbox.get(id);
    if (!item || item.state === "sent" || item.state === "failed" || Date.now() >= deadline) {
      return item;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
