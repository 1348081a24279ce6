/**
 * The page's shared PocketBase client, loaded on first use: the SDK is a chunk of its own that a
 * shopper's first visit (no session, nothing in the outbox) never fetches
 * (docs/decisions/0025-no-sdk-on-a-first-visit.md). Whatever talks to the server awaits
 * loadClient(); the session is read without the SDK until then (stored-auth.ts).
 */
import type PocketBase from "pocketbase";

type ClientModule = typeof import("./create-client");

/**
 * How long a request the app makes by itself (a session check, an outbox send) waits for the
 * shop's answer: a connection that stalls (a phone between cells) would otherwise hold the
 * outbox, and every submission queued behind it, for the system's TCP timeout, minutes.
 */
export const ANSWER_TIMEOUT_MS = 20_000;

let loading: Promise<PocketBase> | undefined;
let shared: PocketBase | undefined;
// Set by the page (src/main.tsx) and by tests: this module is also in the service worker's
// bundle (through the session), which is a classic script and must hold no dynamic import.
let loadModule: (() => Promise<ClientModule>) | undefined;
const onLoad = new Set<(client: PocketBase) => void>();

/** How the shared client's code is loaded: `() => import("./backend/create-client")`. */
export function setClientLoader(loader: () => Promise<ClientModule>): void {
  loadModule = loader;
}

/** The app-wide client (auth state persisted in localStorage by the SDK), loaded once. */
export function loadClient(): Promise<PocketBase> {
  if (!loadModule) return Promise.reject(new Error("No client loader: src/main.tsx sets it."));
  loading ??= loadModule().then(({ createClient }) => {
    shared ??= createClient();
    for (const callback of onLoad) callback(shared);
    onLoad.clear();
    return shared;
  });
  // a chunk that failed to load (offline, before the service worker cached it) is tried again
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The shared client if it is loaded already, else undefined (nothing is loaded). */
export function loadedClient(): PocketBase | undefined {
  return shared;
}

/** Calls back once with the shared client when it loads (at once when it is loaded). */
export function whenClientLoads(callback: (client: PocketBase) => void): void {
  if (shared) callback(shared);
  else onLoad.add(callback);
}

export type { RecordModel, RecordSubscription } from "pocketbase";
export { type ClientResponseError, isResponseError } from "./response-error";
// the SDK's types for the layers above, which never import the SDK themselves
export type { PocketBase };
