/**
 * What the sync engine is doing, as jotai state on the app's one store, so screens can say
 * "storage is full" instead of silently showing a stale catalogue.
 */
import { atom } from "jotai";
import { ClientResponseError } from "../backend/client";
import { showToast } from "../features/toast/toast-atoms";
import { store } from "../state/store";

export type SyncState = "idle" | "syncing" | "offline" | "error";

export interface SyncStatus {
  state: SyncState;
  /** a sentence for the shopper when state is error */
  message?: string;
}

export const syncStatusAtom = atom<SyncStatus>({ state: "idle" });

export const QUOTA_MESSAGE =
  "Your device is out of storage, so the catalogue could not be saved for offline use. Free some space and reload.";

/**
 * True once a pull has finished in this page: until then an empty table means "not synced yet"
 * on a first visit, so screens show same-size placeholders instead of "No products here yet."
 */
export const firstPullDoneAtom = atom(false);

export function markPullDone() {
  store.set(firstPullDoneAtom, true);
}

export function setSyncState(state: SyncState) {
  store.set(syncStatusAtom, { state });
}

/** True for a storage-full error, also when Dexie wraps it (`inner`). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { inner?: unknown }).inner) {
    if ((e as { name?: string }).name === "QuotaExceededError") return true;
  }
  return false;
}

/** Network failures mean "offline, try again later"; anything else is shown. */
export function reportSyncError(error: unknown) {
  if (error instanceof ClientResponseError && error.status === 0) {
    store.set(syncStatusAtom, { state: "offline" });
    return;
  }
  const message = isQuotaError(error)
    ? QUOTA_MESSAGE
    : "The catalogue could not be updated. It will retry when the connection returns.";
  // A full disk fails every write of a burst of realtime events: one toast, not one per event.
  const shown = store.get(syncStatusAtom).message === message;
  store.set(syncStatusAtom, { state: "error", message });
  if (message === QUOTA_MESSAGE && !shown) void showToast(message, "error");
  console.error("catalogue sync failed", error);
}
