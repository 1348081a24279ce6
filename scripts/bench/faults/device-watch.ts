/**
 * The fault history device's instruments: the browser globals the app's outbox runner expects
 * of a page, what the shopper was told (read from the outbox), and what went wrong on the way
 * (refusals, failed sign-ins, a store that stalls, requests that hang), counted for the report.
 */
import type PocketBase from "pocketbase";
import { loadedClient } from "../../../src/backend/client";
import { db } from "../../../src/offline/db";
import type { Told } from "./protocol";

/** The app's shared client, loaded by the device's init before anything else runs. */
export function pb(): PocketBase {
  const client = loadedClient();
  if (!client) throw new Error("the app's client is not loaded yet");
  return client;
}

/**
 * What a page has and Node lacks: window events, document, navigator (without Web Locks, so
 * the drainer's per-item claims are what keeps sends single).
 */
export function pageGlobals(url: string) {
  const page = new EventTarget();
  Object.assign(globalThis, {
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    dispatchEvent: page.dispatchEvent.bind(page),
    document: Object.assign(new EventTarget(), { visibilityState: "visible" }),
  });
  Object.defineProperty(globalThis, "navigator", { value: {}, configurable: true });
  // the app's client talks to its own origin: here, the fault proxy
  Object.defineProperty(globalThis, "location", { value: new URL(url) });
}

/** clientId -> what the app last showed the shopper about it */
export const told = new Map<string, Told>();

/**
 * What the shopper was told, from the outbox itself: "queued" once stored on the device (every
 * form and the checkout say so when no answer comes in time), "sent" when the success page or
 * message showed the server's answer (set by the caller), "refused" when the app showed the
 * server's refusal and dropped its copy (placeOrder and the forms discard a failed item;
 * nothing else deletes one).
 */
export function watchOutbox() {
  const outbox = db().outbox;
  outbox.hook("creating", (key) => {
    if (!told.has(String(key))) told.set(String(key), "queued");
  });
  outbox.hook("deleting", (key, item) => {
    if (item?.state === "failed") told.set(String(key), "refused");
  });
}

/** What went wrong on the way, counted by kind. */
export const notes: Record<string, number> = {};
export function note(line: string) {
  notes[line] = (notes[line] ?? 0) + 1;
}

/** Counts every refusal the app's client receives, by route and status. */
export function watchAnswers() {
  pb().afterSend = (response, data) => {
    if (response.status >= 400) {
      const route = new URL(response.url).pathname.replace(/\/records\/[^/]+$/, "/records/:id");
      note(`${route} answered ${response.status}`);
    }
    return data;
  };
}

/** Items not yet delivered or refused. */
export const openItems = () => db().outbox.where("state").anyOf("queued", "sending").count();

/** Resolves with `work`'s value, or with `fallback` after `ms` (a stalled store). */
export function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([work, new Promise<T>((r) => setTimeout(() => r(fallback), ms))]);
}

/** how long a request may wait for its answer before the device gives up on it */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Gives every request a deadline, and notes every 10 s a store that does not answer. Node's
 * fetch (undici) can leave a request queued forever on a connection the fault proxy cut; a
 * browser's network stack fails it instead, so the device does too: aborted after 30 s, the
 * app sees a network error and retries, as it would in a browser.
 */
export function watchdog() {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return realFetch(input, { ...init, signal }).catch((error: unknown) => {
      if (timeout.aborted) note(`request given up after 30 s: ${new URL(String(input)).pathname}`);
      throw error;
    });
  };
  setInterval(async () => {
    if ((await within(openItems(), 10_000, -1)) === -1)
      note("IndexedDB did not answer within 10 s");
  }, 10_000).unref();
}
