/**
 * The sync engine's news a shopper is told in a toast: a full disk, once per burst (every write
 * of a burst of realtime events fails alike). The engine only reports it
 * (src/offline/sync-status.ts); the offline layer never reaches up into the screens.
 */
import { onStorageFull } from "../../offline/sync-status";
import { showToast } from "./toast-atoms";

/** From now on, a sync that finds the storage full says so; returns the stop. */
export function toastSyncProblems(): () => void {
  return onStorageFull((message) => void showToast(message, "error"));
}
