/**
 * What the sync engine is doing, as jotai state on the app's one store, so screens can say
 * "storage is full" instead of silently showing a stale catalogue. `pageReporter` turns the
 * engine's reports (sync-report.ts), from the sync worker or an in-page engine, into that state.
 */
import { atom } from "jotai";
import { store } from "../state/store";
import { QUOTA_MESSAGE, type SyncReporter, type SyncState } from "./sync-report";

export { isQuotaError, QUOTA_MESSAGE, type SyncState } from "./sync-report";

export interface SyncStatus {
  state: SyncState;
  /** a sentence for the shopper when state is error */
  message?: string;
}

export const syncStatusAtom = atom<SyncStatus>({ state: "idle" });

/**
 * True once a pull has finished in this page: until then an empty table means "not synced yet"
 * on a first visit, so screens show same-size placeholders instead of "No products here yet."
 */
export const firstPullDoneAtom = atom(false);

/** Products stored so far by the first pull of this page (for "Loading the catalogue"). */
export const syncProgressAtom = atom(0);

let storageFullListener: ((message: string) => void) | null = null;

/** Who tells the shopper that the device's storage is full; returns the stop. */
export function onStorageFull(listener: (message: string) => void): () => void {
  storageFullListener = listener;
  return () => {
    if (storageFullListener === listener) storageFullListener = null;
  };
}

export const pageReporter: SyncReporter = {
  state(state) {
    store.set(syncStatusAtom, { state });
  },
  pullDone() {
    store.set(firstPullDoneAtom, true);
  },
  progress(products) {
    store.set(syncProgressAtom, products);
  },
  problem(problem) {
    if (problem.kind === "offline") {
      store.set(syncStatusAtom, { state: "offline" });
      return;
    }
    const { message } = problem;
    // A full disk fails every write of a burst of realtime events: told once, not once per event
    // (by the screens: src/features/toast/sync-toasts.ts)
    const shown = store.get(syncStatusAtom).message === message;
    store.set(syncStatusAtom, { state: "error", message });
    if (message === QUOTA_MESSAGE && !shown) storageFullListener?.(message);
  },
};
