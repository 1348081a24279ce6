/**
 * PocketBase's realtime protocol over EventSource, without the SDK: the sync worker follows the
 * catalogue live on every visit, and the SDK would be most of the JavaScript a first visit
 * fetches for it (docs/decisions/0025-no-sdk-on-a-first-visit.md). It does what the SDK's
 * RealtimeService (pocketbase 0.28.1) does, step for step:
 *
 * - GET /api/realtime opens a stream of server-sent events; its first event, PB_CONNECT,
 *   carries the connection's clientId as its event id.
 * - POST /api/realtime {clientId, subscriptions} tells the server which topics to send on that
 *   stream; each event is named by its topic ("products/*") and holds JSON ({action, record}).
 * - When the stream breaks (network, server restart, the server's idle timeout) the client
 *   closes it and opens a new one after 0.2, 0.3, 0.5, 1, 1.2, 1.5, then every 2 s, without end.
 *   The new stream has a new clientId, so the topics are sent again; then the onConnect
 *   callbacks run, because whatever the server sent in between is lost (the sync pulls).
 * - When the very first connection fails (or gives no PB_CONNECT within 15 s), subscribe()
 *   rejects with a ServerError (status 0 when nothing answered) and the client stops: the
 *   caller decides when to try again.
 */
import { type Fetcher, fetchJson, globalFetch, ServerError } from "./fetch-json";

const RECONNECT_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000];
const CONNECT_TIMEOUT_MS = 15_000;

export interface RealtimeClient {
  /** The stream is open and the server has every topic subscribed so far. */
  readonly isConnected: boolean;
  /**
   * Calls `listener` with each event's parsed data (one listener a topic). Resolves once the
   * server has the topic, or at once while reconnecting (the topic goes with the next connect).
   */
  subscribe(topic: string, listener: (data: unknown) => void): Promise<void>;
  /** Calls back after every connect and reconnect, once the topics are sent; connects too. */
  onConnect(callback: () => void): Promise<void>;
  /** Drops every topic and callback and closes the stream. */
  close(): void;
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/** A realtime client for the PocketBase at `baseUrl`; nothing connects before a subscribe. */
export function createRealtime(baseUrl: string, fetcher: Fetcher = globalFetch): RealtimeClient {
  const url = `${baseUrl.replace(/\/+$/, "")}/api/realtime`;
  const topics = new Map<string, (data: unknown) => void>();
  const connectCallbacks = new Set<() => void>();
  let source: EventSource | undefined;
  let attached = new Set<string>();
  let clientId = "";
  /** the topics the server holds for clientId */
  let sent: string[] = [];
  /** reconnects since the last good connect; 0 = a first connection */
  let attempts = 0;
  let waiting: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let posting: AbortController | undefined;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  const isConnected = () => !!source && clientId !== "" && waiting.length === 0;
  const unsent = () => topics.size !== sent.length || sent.some((topic) => !topics.has(topic));

  function connect(): Promise<void> {
    if (attempts > 0) return Promise.resolve(); // never block a caller on a reconnect
    return new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (waiting.length === 1) queueMicrotask(open);
    });
  }

  function open() {
    shut(true);
    timer = setTimeout(
      () => fail(new Error("EventSource connect took too long.")),
      CONNECT_TIMEOUT_MS,
    );
    const stream = new EventSource(url);
    source = stream;
    attached = new Set();
    stream.onerror = () => fail(new Error("Failed to establish realtime connection."));
    stream.addEventListener("PB_CONNECT", (event) => {
      clientId = (event as MessageEvent).lastEventId;
      sent = [];
      void connected(stream);
    });
  }

  async function connected(stream: EventSource) {
    try {
      await submit();
      // topics added while the first POST was on its way (best effort, as the SDK)
      for (let i = 0; i < 3 && unsent(); i++) await submit();
    } catch (error) {
      if (source !== stream) return;
      clientId = "";
      sent = [];
      return fail(error);
    }
    if (source !== stream || !clientId) return; // broken or closed meanwhile
    for (const waiter of waiting) waiter.resolve();
    waiting = [];
    attempts = 0;
    clearTimeout(timer);
    for (const callback of connectCallbacks) callback();
  }

  function fail(error: unknown) {
    clearTimeout(timer);
    if (!clientId && attempts === 0) {
      const problem = error instanceof ServerError ? error : new ServerError(url, 0, {}, error);
      for (const waiter of waiting) waiter.reject(problem);
      waiting = [];
      shut(false);
      return;
    }
    shut(true);
    const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)];
    attempts++;
    timer = setTimeout(open, delay);
  }

  /** Closes the stream; `reconnecting` keeps the reconnect count and the waiting callers. */
  function shut(reconnecting: boolean) {
    clearTimeout(timer);
    posting?.abort();
    posting = undefined;
    source?.close();
    source = undefined;
    clientId = "";
    sent = [];
    if (reconnecting) return;
    attempts = 0;
    // a close() before the first connect is not a failure for those waiting on it
    for (const waiter of waiting) waiter.resolve();
    waiting = [];
  }

  /** Sends the topics; calls in the same tick share one POST, and POSTs never overlap. */
  function submit(): Promise<void> {
    if (!queued) {
      queued = chain.then(() => {
        queued = undefined;
        return send();
      });
      chain = queued.catch(() => {});
    }
    return queued;
  }

  async function send() {
    if (!source || !clientId || !unsent()) return;
    const stream = source;
    for (const topic of topics.keys()) {
      if (attached.has(topic)) continue;
      attached.add(topic);
      stream.addEventListener(topic, (event) => topics.get(topic)?.(parse(event)));
    }
    sent = [...topics.keys()];
    posting = new AbortController();
    try {
      await fetchJson(fetcher, url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ clientId, subscriptions: sent }),
        signal: posting.signal,
      });
    } catch (error) {
      if (error instanceof ServerError && error.isAbort) return; // the stream was closed
      throw error;
    }
  }

  return {
    get isConnected() {
      return isConnected();
    },
    subscribe(topic, listener) {
      topics.set(topic, listener);
      return isConnected() ? submit() : connect();
    },
    onConnect(callback) {
      connectCallbacks.add(callback);
      return isConnected() ? Promise.resolve() : connect();
    },
    close() {
      topics.clear();
      connectCallbacks.clear();
      shut(false);
    },
  };
}

function parse(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent).data) ?? {};
  } catch {
    return {};
  }
}
