/**
 * The only module that constructs a PocketBase client, and the only one that imports the SDK's
 * code into a bundle (the others import its types): the service worker builds its own here,
 * and the page's shared client is loaded through src/backend/client.ts only when something
 * needs it. The sync worker reads the catalogue without the SDK (catalogue.ts). The app is served from the same origin as the API, so the base URL
 * is the page's origin.
 */
import PocketBase from "pocketbase";

/** A new client; sync and outbox requests run concurrently and on purpose, so nothing auto-cancels. */
export function createClient(baseUrl: string = defaultBaseUrl()): PocketBase {
  const client = new PocketBase(baseUrl);
  client.autoCancellation(false);
  return client;
}

function defaultBaseUrl(): string {
  return typeof location === "undefined" ? "http://127.0.0.1:8090" : location.origin;
}
