#!/usr/bin/env node
/**
 * Soak: the shop under a steady day's peak for SOAK_MINUTES (default 10) on the 10,000-product
 * catalogue: 2,000 phones holding a realtime stream (soak/subscribers.mjs), 20 catalogue reads a
 * second (19 delta pages of the sync, 1 first-visit snapshot), 50 orders a minute from 20
 * customer accounts through the outbox's requests, and the owner editing a product every 10 s
 * (soak/traffic.mjs). Reports p95 and p99 per kind of request beside the same server idle,
 * the server's memory over the run, and every answer that was not a success.
 *
 * Limits: every request comes from this machine, so each simulated client sends its own
 * X-Forwarded-For (the server started with TRUSTED_PROXY_HEADERS, as behind the Deploy
 * section's Caddy) and the limiter keeps a bucket per client, as in production. The load itself
 * is above one account's real limit (10 orders an hour; here 25 in 10 minutes), so the server
 * runs with SHOP_TEST_RELAXED_LIMITS=1 (every limit ×1,000; the limiter still runs) and any 429
 * is counted. tests/integration/hostile-input.test.ts proves the real limits.
 * Standalone: `node scripts/bench/soak.mjs` prints the rows as JSON.
 */
import { pathToFileURL } from "node:url";
import { sampleLoad } from "./load-average.mjs";
import { createShoppers, startSeededServer, superuserClient } from "./seeded-server.mjs";
import { orderableProducts } from "./server-load-fixtures.mjs";
import { trackFanout } from "./soak/fanout.mjs";
import { soakRows } from "./soak/rows.mjs";
import { createRecorder, rssMiB } from "./soak/stats.mjs";
import { startSubscribers } from "./soak/subscribers.mjs";
import {
  deltaPage,
  editProduct,
  every,
  PAGE_COLLECTIONS,
  placeOrder,
  signIn,
  snapshot,
} from "./soak/traffic.mjs";

export const LOAD = {
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  products: 10_000,
  subscribers: Number(process.env.SOAK_SUBSCRIBERS ?? 2000),
  readsPerSecond: 20,
  ordersPerMinute: 50,
  customers: 20,
  editEverySeconds: 10,
};
const PASSWORD = "soak-password-123";
const RSS_EVERY_MS = 30_000;
/** how long a product change may take to reach the phones before it counts as missed */
const FANOUT_WAIT_MS = 20_000;

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
/** a forwarded address per simulated client: 10.<group>.x.y */
const ip = (/** @type {number} */ group) => (/** @type {number} */ i) =>
  `10.${group}.${(i >> 8) & 255}.${i & 255}`;

/**
 * The nth item of a list taken round and round.
 * @template T
 * @param {readonly T[]} list
 * @param {number} n
 * @returns {T}
 */
function nth(list, n) {
  const item = list[n % list.length];
  if (item === undefined) throw new Error("nothing to take from an empty list");
  return item;
}

/**
 * What the soak's senders share: the server, the signed-in clients, what they order and edit.
 * @typedef {{url: string, customers: {ip: string, token: string}[], products: string[],
 *   editable: string[], admin: {ip: string, token: string},
 *   marks: Record<string, string[]>}} Shared
 */

/**
 * The catalogue's newest `updated` per collection: where a device that just synced stands.
 * @param {import("pocketbase").default} admin
 */
async function marks(admin) {
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const name of PAGE_COLLECTIONS) {
    const list = await admin.collection(name).getList(1, 1, { sort: "-updated", skipTotal: true });
    out[name] = list.items.map((r) => r.updated);
  }
  return out;
}

/**
 * The same requests one at a time on the idle server: the ratio's baseline.
 * @param {Shared} ctx
 */
async function idleBaseline(ctx) {
  const idle = createRecorder();
  for (let i = 0; i < 20; i++) {
    const name = nth(PAGE_COLLECTIONS, i);
    // a collection with no records (no tombstones yet) is read from the start, as "" asks
    await idle.timed("catalogue delta page", () =>
      deltaPage(ctx.url, name, ctx.marks[name]?.[0] ?? "", "10.9.0.1"),
    );
    if (i % 4 === 0)
      await idle.timed("catalogue snapshot (gzip)", () => snapshot(ctx.url, "10.9.0.1"));
    await placeOrder(ctx.url, nth(ctx.customers, i), ctx.products, idle.timed);
    if (i % 4 === 0)
      await editProduct(ctx.url, ctx.admin, nth(ctx.editable, i), 1000 + i, idle.timed);
  }
  return idle;
}

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[soak] ${line}`));
  log(`seeding ${LOAD.products} products…`);
  const server = await startSeededServer({
    count: LOAD.products,
    env: { SHOP_TEST_RELAXED_LIMITS: "1", TRUSTED_PROXY_HEADERS: "X-Forwarded-For" },
  });
  const pid = server.process.pid;
  /** @type {ReturnType<typeof startSubscribers> | undefined} */
  let subscribers;
  try {
    if (pid === undefined) throw new Error("PocketBase did not start: no process id");
    const admin = await superuserClient(server.admin);
    const emails = await createShoppers(admin, "soak", LOAD.customers, PASSWORD);
    const customers = await Promise.all(
      emails.map((email, i) => signIn(server.url, email, PASSWORD, ip(2)(i))),
    );
    /** @type {Shared} */
    const shared = {
      url: server.url,
      customers,
      products: await orderableProducts(admin),
      editable: (
        await admin.collection("products").getList(1, 200, { fields: "id", skipTotal: true })
      ).items.map((p) => p.id),
      admin: { ip: "10.4.0.1", token: admin.authStore.token },
      marks: await marks(admin),
    };
    log("idle baseline…");
    const idle = await idleBaseline(shared);
    /** @type {{minute: number, mib: number, label?: string}[]} */
    const rss = [{ minute: -1, mib: await rssMiB(pid), label: "idle" }];

    const recorder = createRecorder();
    log(`opening ${LOAD.subscribers} realtime streams…`);
    const audience = startSubscribers({
      url: server.url,
      count: LOAD.subscribers,
      ip: ip(1),
      timed: recorder.timed,
    });
    subscribers = audience;
    const connectStarted = Date.now();
    await audience.connect();
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    log(
      `${audience.connected()} subscribed in ${connectSeconds.toFixed(1)} s; load for ${LOAD.minutes} min…`,
    );
    const fanout = trackFanout(audience, recorder);

    const started = Date.now();
    const load = sampleLoad();
    const minute = () => (Date.now() - started) / 60_000;
    rss.push({ minute: 0, mib: await rssMiB(pid), label: "start" });
    const readIp = ip(3);
    const stops = [
      every(1000 / LOAD.readsPerSecond, (n) => {
        const who = readIp(n % 5000);
        if (n % LOAD.readsPerSecond === 0)
          return recorder.timed("catalogue snapshot (gzip)", () => snapshot(server.url, who));
        const name = nth(PAGE_COLLECTIONS, n);
        const list = shared.marks[name] ?? [];
        // a phone that last synced at one of the recent changes (the last ten minutes' edits)
        const mark = list[Math.floor(Math.random() * Math.min(list.length, 60))] ?? "";
        return recorder.timed("catalogue delta page", () => deltaPage(server.url, name, mark, who));
      }),
      every(60_000 / LOAD.ordersPerMinute, (n) =>
        placeOrder(server.url, nth(customers, n), shared.products, recorder.timed),
      ),
      every(LOAD.editEverySeconds * 1000, async (n) => {
        const product = nth(shared.editable, n);
        const sent = Date.now();
        const updated = await editProduct(
          server.url,
          shared.admin,
          product,
          2000 + n,
          recorder.timed,
        );
        if (!updated) return;
        shared.marks.products = [updated, ...(shared.marks.products ?? [])];
        fanout.expect(`${product}@${updated}`, sent);
      }),
      every(RSS_EVERY_MS, async () => {
        const mib = await rssMiB(pid);
        rss.push({ minute: minute(), mib });
        log(
          `${minute().toFixed(1)} min: RSS ${mib.toFixed(0)} MiB, ${audience.connected()} subscribed`,
        );
      }),
    ];
    await sleep(LOAD.minutes * 60_000);
    for (const stop of stops) stop();
    rss.push({ minute: minute(), mib: await rssMiB(pid), label: "end" });
    const machine = load.stop();
    log("load over; waiting for the answers in flight…");
    await sleep(Math.max(5000, FANOUT_WAIT_MS));
    return soakRows({
      load: LOAD,
      recorder,
      idle,
      rss,
      subscribers: audience,
      fanout: fanout.result(),
      connectSeconds,
      machine,
    });
  } finally {
    subscribers?.close();
    await server.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
