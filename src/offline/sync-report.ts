/**
 * What the sync engine tells the app, as plain data: its state, "a whole pull is done", its
 * progress on a first visit, and errors sorted into what the shopper is told. Nothing here
 * touches the page, so the engine can run in the sync worker (sync.worker.ts) and post these
 * to the page, or in the page itself (tests), with the same reporter shape.
 */
import { isResponseError } from "../backend/response-error";

export type SyncState = "idle" | "syncing" | "offline" | "error";

export const QUOTA_MESSAGE =
  "Your device is out of storage, so the catalogue could not be saved for offline use. Free some space and reload.";

export const SYNC_ERROR_MESSAGE =
  "The catalogue could not be updated. It will retry when the connection returns.";

/** An error as the shopper hears of it: offline (try again later), or a sentence. */
export type SyncProblem = { kind: "offline" } | { kind: "error"; message: string };

export interface SyncReporter {
  state(state: SyncState): void;
  /** a whole pull (every page of every collection, then tombstones) is on the device */
  pullDone(): void;
  /** products stored so far by the pull that is running */
  progress(products: number): void;
  problem(problem: SyncProblem): void;
}

/** True for a storage-full error, also when Dexie wraps it (`inner`). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { inner?: unknown }).inner) {
    if ((e as { name?: string }).name === "QuotaExceededError") return true;
  }
  return false;
}

/** Network failures mean "offline, try again later"; anything else is shown. */
export function toSyncProblem(error: unknown): SyncProblem {
  if (isResponseError(error) && error.status === 0) return { kind: "offline" };
  return { kind: "error", message: isQuotaError(error) ? QUOTA_MESSAGE : SYNC_ERROR_MESSAGE };
}
