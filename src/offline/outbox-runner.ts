/**
 * Runs the drainer in the page: at start, on `online`, on a Background Sync wake-up posted by
 * the service worker, when a customer (or someone in /admin) signs in, when the tab becomes
 * visible, when the catalogue sync reaches the shop again after failing to (the device said
 * online before anything got through), and on a timer set to the next item's backoff. Web
 * Locks make one tab (or the service worker) drain at a time; where
 * they are missing, the drainer's per-item claims keep sends single.
 */
import type { PocketBase } from "../backend/client";
import { onSessionChange, sessionUser } from "../backend/session";
import { singleFlight } from "../lib/single-flight";
import { store } from "../state/store";
import { db, type ShopDb } from "./db";
import { type DrainReport, drainOutbox } from "./drainer";
import { onOutboxSessionChange } from "./outbox-sessions";
import { syncStatusAtom } from "./sync-status";

export const DRAIN_LOCK = "island-imports-outbox";
export const OUTBOX_SYNC_MESSAGE = "outbox-sync";
const MIN_TIMER_MS = 250;
const MAX_TIMER_MS = 60_000;
/**
 * A phone says `online` before its network routes (Wi-Fi joined, no address yet): for this
 * long after the event, a pass that found the shop unreachable tries again every second,
 * ignoring the backoff that the offline minutes built up.
 */
const ONLINE_GRACE_MS = 15_000;
const GRACE_RETRY_MS = 1_000;
/** delivered items are kept a while (order-success reads the server's answer), then dropped */
const KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;

interface Runner {
  kick(force: boolean): void;
  stop(): void;
}

let current: Runner | undefined;

/** Asks the running drainer for a pass (no-op before `startOutbox`). */
export function requestDrain(force = false): void {
  current?.kick(force);
}

/** `client` undefined = the app-wide one. */
export function startOutbox(database: ShopDb = db(), client?: PocketBase): () => void {
  current?.stop();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onlineAt = Number.NEGATIVE_INFINITY;

  const pass = async (force: boolean): Promise<DrainReport> => {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    if (!locks) return drainOutbox({ db: database, client, force });
    return await locks.request(DRAIN_LOCK, () =>
      drainOutbox({ db: database, client, force, exclusive: true }),
    );
  };

  const schedule = async () => {
    clearTimeout(timer);
    const open = await database.outbox.where("state").anyOf("queued", "sending").toArray();
    const times = open.filter((item) => !item.needsSignIn).map((item) => item.nextAttemptAt);
    if (!times.length || !current) return;
    if (Date.now() - onlineAt < ONLINE_GRACE_MS) {
      timer = setTimeout(() => kick(true), GRACE_RETRY_MS);
      return;
    }
    const delay = Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, Math.min(...times) - Date.now()));
    timer = setTimeout(() => kick(false), delay);
  };

  // A kick during a pass asks for one more pass; "force" from any of them wins. The timer is
  // set after each pass, not after each kick: a burst of kicks (one per submission queued while
  // a pass waits on the network) used to read every open item once per kick, all at the same
  // moment, which the fault history (BENCHMARKS.md) saw pile up into hundreds of reads.
  const drain = singleFlight(
    async (force: boolean) => {
      try {
        await pass(force);
      } catch (error) {
        console.error("outbox drain failed", error);
      }
      await schedule().catch(() => undefined);
    },
    (waiting, next) => waiting || next,
  );
  const kick = (force: boolean) => {
    void drain(force);
  };

  const onOnline = () => {
    onlineAt = Date.now();
    kick(true);
  };
  const onVisible = () => document.visibilityState === "visible" && kick(false);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE) kick(true);
  };
  let userId = sessionUser(client)?.id;
  const unsubscribeAuth = onSessionChange(() => {
    const next = sessionUser(client)?.id;
    if (next === userId) return; // a token refresh, not a new sign-in
    userId = next;
    kick(false);
  }, client);
  // a sign-in to /admin may free the shop's steps waiting on this device
  const unsubscribeAdmin = onOutboxSessionChange(() => kick(false));

  // The shop answers the catalogue sync again: it will answer the outbox too, without backoff.
  let syncWasOffline = store.get(syncStatusAtom).state === "offline";
  const unsubscribeSync = store.sub(syncStatusAtom, () => {
    const { state } = store.get(syncStatusAtom);
    if (state === "offline") syncWasOffline = true;
    else if (state === "idle" && syncWasOffline) {
      syncWasOffline = false;
      kick(true);
    }
  });

  addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  navigator.serviceWorker?.addEventListener("message", onMessage);

  const runner: Runner = {
    kick,
    stop() {
      clearTimeout(timer);
      removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      unsubscribeAuth();
      unsubscribeSync();
      unsubscribeAdmin();
      if (current === runner) current = undefined;
    },
  };
  current = runner;
  const cutoff = Date.now() - KEEP_SENT_MS;
  void database.outbox
    .where("state")
    .equals("sent")
    .filter((item) => item.createdAt < cutoff)
    .delete()
    .catch(() => undefined);
  kick(false);
  return runner.stop;
}
