/**
 * The soak's realtime audience: phones with the shop open, each holding one /api/realtime
 * stream subscribed as the app's sync subscribes (src/backend/catalogue.ts through the SDK:
 * one POST with the four catalogue collections and PB_CONNECT). A stream the server ends is
 * opened again, as the SDK does. Every product event is counted per phone, so an edit that
 * did not reach a phone connected at the time is seen (a change is known by id@updated).
 */
import http from "node:http";

const TOPICS = ["categories/*", "subcategories/*", "products/*", "settings/*", "PB_CONNECT"];

/**
 * @param {{url: string, count: number, ip: (i: number) => string,
 *   timed: (kind: string, work: () => Promise<Response>) => Promise<{ok: boolean} | null>}} opts
 */
export function startSubscribers({ url, count, ip, timed }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const stats = { reconnects: 0, failures: 0 };
  /**
   * per phone: subscribed since (ms, 0 = not now), which stream it is on (a phone whose stream
   * ended pulls instead of hearing what it missed), and the product changes it heard
   */
  /** @type {(import("../types").SoakPhone & {req: http.ClientRequest | null})[]} */
  const phones = Array.from({ length: count }, () => ({
    since: 0,
    stream: 0,
    seen: new Set(),
    req: null,
  }));
  let closing = false;
  /**
   * called with (marker, phone) for each product event
   * @type {(marker: string, phone: import("../types").SoakPhone) => void}
   */
  let onProduct = () => {};

  /**
   * @param {number} i
   * @returns {Promise<void>}
   */
  function open(i) {
    const phone = /** @type {(typeof phones)[number]} */ (phones[i]);
    phone.since = 0;
    phone.stream++;
    return new Promise((resolve) => {
      const headers = { "x-forwarded-for": ip(i), accept: "text/event-stream" };
      const req = http.get(`${url}/api/realtime`, { agent, headers }, (res) => {
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (/** @type {string} */ chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
            const data = /^data:(.*)$/m.exec(block)?.[1] ?? "{}";
            if (event === "PB_CONNECT") {
              subscribe(i, JSON.parse(data).clientId).then(resolve, () => {
                stats.failures++;
                resolve();
              });
            } else if (event === "products/*") {
              const { record } = JSON.parse(data);
              const marker = `${record?.id}@${record?.updated}`;
              phone.seen.add(marker);
              onProduct(marker, phone);
            }
          }
        });
        res.on("close", () => reopen(i));
      });
      req.on("error", () => {
        stats.failures++;
        resolve();
        reopen(i);
      });
      phone.req = req;
    });
  }

  /** @param {number} i */
  function reopen(i) {
    if (closing) return;
    stats.reconnects++;
    setTimeout(() => void open(i), 200);
  }

  /**
   * @param {number} i
   * @param {string} clientId
   */
  async function subscribe(i, clientId) {
    const res = await timed("realtime subscribe", () =>
      fetch(`${url}/api/realtime`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip(i) },
        body: JSON.stringify({ clientId, subscriptions: TOPICS }),
      }),
    );
    const phone = phones[i];
    if (res?.ok && phone) phone.since = Date.now();
  }

  return {
    phones,
    stats,
    /** opens every stream, in batches so the server is not measured under a connection storm */
    async connect() {
      for (let i = 0; i < count; i += 250) {
        /** @type {Promise<void>[]} */
        const batch = [];
        for (let j = i; j < Math.min(count, i + 250); j++) batch.push(open(j));
        await Promise.all(batch);
      }
    },
    /** @param {(marker: string, phone: import("../types").SoakPhone) => void} callback */
    onProduct(callback) {
      onProduct = callback;
    },
    connected: () => phones.filter((p) => p.since > 0).length,
    close() {
      closing = true;
      for (const phone of phones) phone.req?.destroy();
      agent.destroy();
    },
  };
}
