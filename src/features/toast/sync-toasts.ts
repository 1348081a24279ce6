/**
 * The sync engine's news a shopper is told in a toast: a full disk, once per burst (every write
 * of a burst of realtime events fails alike). The engine only sets its state
 * (src/offline/sync-status.ts); the offline layer never reaches up into the screens.
 */
import { QUOTA_MESSAGE, syncStatusAtom } from "../../offline/sync-status";
import { store } from "../../state/store";
import { showToast } from "./toast-atoms";

/** From now on, a sync turning to "storage is full" shows it; returns the stop. */
export function toastSyncProblems(): () => void {
  let shown = store.get(syncStatusAtom).message;
  return store.sub(syncStatusAtom, () => {
    const { state, message } = store.get(syncStatusAtom);
    if (state === "error" && message === QUOTA_MESSAGE && shown !== message) {
      void showToast(message, "error");
    }
    shown = message;
  });
}
