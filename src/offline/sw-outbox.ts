/// <reference lib="webworker" />
/**
 * Background Sync for the outbox, inside the service worker. When the browser says the
 * connection is back (tag "outbox", registered by `enqueue`), open pages are told to drain;
 * with no page open the worker drains guest submissions itself. Orders wait for a page: the
 * worker has no session (the token lives in the page's localStorage).
 */
import { createClient } from "../backend/create-client";
import { ShopDb } from "./db";
import { drainOutbox } from "./drainer";
import { DRAIN_LOCK, OUTBOX_SYNC_MESSAGE } from "./outbox-runner";

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function listenForOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === "outbox") sync.waitUntil(wake(scope));
  });
}

async function wake(scope: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await scope.clients.matchAll({ type: "window" });
  for (const page of pages) page.postMessage({ type: OUTBOX_SYNC_MESSAGE });
  if (pages.length) return;
  const report = await navigator.locks.request(DRAIN_LOCK, () =>
    drainOutbox({
      db: new ShopDb(),
      client: createClient(scope.location.origin),
      kinds: ["inquiries", "customorders"],
      force: true,
      exclusive: true,
    }),
  );
  // Rejecting asks the browser to fire the sync again later.
  if (report.retry > 0) throw new Error("outbox: server unreachable, retry later");
}
