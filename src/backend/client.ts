/**
 * The only module that constructs the PocketBase client. The app is served from the same
 * origin as the API, so the base URL is the page's origin.
 */
import PocketBase from "pocketbase";

export function createClient(baseUrl: string = defaultBaseUrl()): PocketBase {
  const client = new PocketBase(baseUrl);
  // Sync and outbox requests run concurrently and on purpose; never auto-cancel them.
  client.autoCancellation(false);
  return client;
}

function defaultBaseUrl(): string {
  return typeof location === "undefined" ? "http://127.0.0.1:8090" : location.origin;
}

let shared: PocketBase | undefined;

/** The app-wide client (auth state persisted in localStorage by the SDK). */
export function pb(): PocketBase {
  shared ??= createClient();
  return shared;
}

export type { RecordModel, RecordSubscription } from "pocketbase";
export { ClientResponseError } from "pocketbase";
