/**
 * Starts the catalogue sync for the page: in a dedicated worker (sync.worker.ts) where the
 * browser has them, so the first visit's fetching, parsing and IndexedDB writes never block a
 * tap; in the page otherwise. Either way its reports land in the page's sync state
 * (sync-status.ts). start() runs once per page.
 */

import { db } from "./db";
import type { SyncMessage } from "./sync.worker";
import { pageReporter } from "./sync-status";

let started = false;

/**
 * "The first pull is done" lets screens say "nothing here", so it must not reach them before
 * their live queries have re-read the worker's writes: those re-reads were queued when Dexie
 * heard of the writes, before this read, so once it is answered (and a frame has rendered
 * their results) the screens show the catalogue, not a stale empty list.
 */
async function afterPageSawWrites(): Promise<void> {
  const database = db();
  await database.transaction("r", database.meta, database.products, () =>
    database.meta.get("products"),
  );
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

export function start(): void {
  if (started) return;
  started = true;
  // Asking to keep the catalogue (not evicted under storage pressure) is a page-only API.
  void navigator.storage?.persist?.().catch(() => {});
  if (typeof Worker === "undefined") {
    void Promise.all([import("./sync"), import("../backend/catalogue")]).then(
      ([{ createSyncEngine }, { catalogueServer }]) =>
        createSyncEngine(catalogueServer(location.origin), db(), pageReporter).start(),
    );
    return;
  }
  // built as an entry of its own that shares the page's chunks (vite.config.ts); the dev
  // server compiles the source on request
  const url = import.meta.env.DEV ? "/src/offline/sync.worker.ts" : "/sync-worker.js";
  const worker = new Worker(url, { type: "module", name: "catalogue-sync" });
  worker.addEventListener("message", (event: MessageEvent<SyncMessage>) => {
    const message = event.data;
    if (message.type === "state") pageReporter.state(message.state);
    else if (message.type === "pullDone") void afterPageSawWrites().then(pageReporter.pullDone);
    else if (message.type === "progress") pageReporter.progress(message.products);
    else pageReporter.problem(message.problem);
  });
  // The page hears `online` first and for certain; the engine runs one pull for both.
  window.addEventListener("online", () => worker.postMessage("pull"));
}
