#!/usr/bin/env node
/**
 * Server load test: autocannon on loopback against a PocketBase started like
 * `npm start` with the 10,000-product catalogue. Each endpoint is compared with GET /api/health
 * measured in the same run (the ceiling of this machine: routing + JSON, no database).
 * Standalone: `node scripts/bench/server-load.mjs` prints the rows as JSON.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import PocketBase from "pocketbase";
import { buildApp } from "../lib/build.mjs";
import { startSeededServer } from "./seeded-server.mjs";
import {
  CHECKOUT,
  inquiry,
  orderableProducts,
  post,
  rotate,
  SYNC_PAGE,
  setGuestLimiter,
  syncPagePath,
} from "./server-load-fixtures.mjs";

const PRODUCTS = 10_000;
const SNAPSHOT = "/api/shop/catalogue-snapshot";

/** @typedef {import("autocannon").Request} Request */
/** @typedef {Awaited<ReturnType<typeof fire>> & {label: string}} Fired */

/**
 * The pages a first visit without the snapshot reads: every collection in SYNC_PAGE pages.
 * @param {PocketBase} admin
 */
async function firstVisitPages(admin) {
  let pages = 0;
  for (const name of ["categories", "subcategories", "products", "settings", "tombstones"]) {
    const { totalItems } = await admin.collection(name).getList(1, 1);
    pages += Math.max(1, Math.ceil(totalItems / SYNC_PAGE));
  }
  return pages;
}
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
// Two cores: 20 connections keep both busy without measuring only queueing.
const CONNECTIONS = 20;

/**
 * One bounded autocannon run; `requests` may rotate bodies/paths with setupRequest.
 * @param {string} url
 * @param {Request[]} requests
 */
async function fire(url, requests) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const codes = Object.fromEntries(
    Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  return {
    rps: r.requests.average,
    okPerSecond: r["2xx"] / r.duration,
    seconds: r.duration,
    ok: r["2xx"],
    p99: r.latency.p99,
    codes,
    errors: r.errors + r.timeouts,
  };
}

/**
 * @param {number} n
 * @param {number} [digits]
 */
const round = (n, digits = 0) => Number(n.toFixed(digits));
/** @param {Record<string, number>} codes */
const codesText = (codes) =>
  Object.entries(codes)
    .map(([code, count]) => `${count}×${code}`)
    .join(", ");

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[server-load] ${line}`));
  const publicDir = await mkdtemp(path.join(os.tmpdir(), "shop-load-build-"));
  log("building the app (its pages are served too)…");
  buildApp(publicDir, { quiet: true });
  log(`seeding ${PRODUCTS} products…`);
  // Capacity for many customers on many IPs: one IP and one account here, so the shop's limits
  // are relaxed (SHOP_TEST_RELAXED_LIMITS); tests/integration/hostile-input.test.ts proves them.
  const server = await startSeededServer({
    count: PRODUCTS,
    env: { SHOP_TEST_RELAXED_LIMITS: "1" },
    publicDir,
  });
  try {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin
      .collection("_superusers")
      .authWithPassword(server.admin.email, server.admin.password);
    const sync = await syncPagePath(admin, PRODUCTS);
    const snapshotTag = (await fetch(`${server.url}${SNAPSHOT}`)).headers.get("etag") ?? "";
    const pagesPerVisit = await firstVisitPages(admin);
    const productIds = (
      await admin.collection("products").getList(1, 100, { fields: "id" })
    ).items.map((p) => p.id);
    const orderable = await orderableProducts(admin);
    const email = `load-${randomUUID().slice(0, 8)}@example.com`;
    const password = "load-password-123";
    await admin
      .collection("users")
      .create({ email, password, passwordConfirm: password, name: "Load Shopper" });
    const shopper = new PocketBase(server.url);
    await shopper.collection("users").authWithPassword(email, password);

    const nextProduct = rotate(productIds);
    // queries no product matches: the server's search for the first screen reads every product
    let miss = 0;
    const nextMiss = () => `/search?query=zq${(miss++).toString(36)}x`;
    const nextLine = rotate(orderable);
    /** @type {[key: string, label: string, requests: Request[]][]} */
    const runs = [
      ["health", "GET /api/health", [{ method: "GET", path: "/api/health" }]],
      [
        "sync page",
        `GET products sync page (${SYNC_PAGE}, keyset, mid-catalogue)`,
        [{ method: "GET", path: sync }],
      ],
      [
        "snapshot",
        `GET catalogue snapshot (all ${PRODUCTS.toLocaleString("en-US")} products, gzip)`,
        [{ method: "GET", path: SNAPSHOT, headers: { "accept-encoding": "gzip" } }],
      ],
      [
        "snapshot-304",
        "GET catalogue snapshot, unchanged (If-None-Match: 304)",
        [{ method: "GET", path: SNAPSHOT, headers: { "if-none-match": snapshotTag } }],
      ],
      [
        "page-plain",
        "GET /about (the plain static shell)",
        [{ method: "GET", path: "/about", headers: { "accept-encoding": "gzip" } }],
      ],
      [
        "page-products",
        "GET /products (first 12 cards drawn by the server)",
        [{ method: "GET", path: "/products", headers: { "accept-encoding": "gzip" } }],
      ],
      [
        "page-search-miss",
        "GET /search?query=… matching nothing (the first 2,000 products read)",
        [
          {
            method: "GET",
            path: "/search",
            headers: { "accept-encoding": "gzip" },
            setupRequest: (req) => ({ ...req, path: nextMiss() }),
          },
        ],
      ],
      [
        // not held: each request reads its matches and fills the cards' templates
        "page-search-hit",
        "GET /search?query=bag (its first 12 matches drawn by the server)",
        [{ method: "GET", path: "/search?query=bag", headers: { "accept-encoding": "gzip" } }],
      ],
      [
        "product",
        "GET product by id",
        [
          {
            method: "GET",
            path: "/p",
            setupRequest: (req) => ({
              ...req,
              path: `/api/collections/products/records/${nextProduct()}`,
            }),
          },
        ],
      ],
      [
        "inquiry-open",
        "POST inquiry as guest (rate limiter off)",
        [post("/api/collections/inquiries/records", inquiry)],
      ],
      [
        "order",
        "POST order as signed-in user (hook)",
        [
          post(
            "/api/collections/orders/records",
            () => ({
              clientId: randomUUID(),
              items: [{ product: nextLine(), option: null, quantity: 1 }],
              ...CHECKOUT,
            }),
            { authorization: shopper.authStore.token },
          ),
        ],
      ],
    ];
    /** @type {Record<string, Fired>} */
    const results = {};
    for (const [key, label, requests] of runs) {
      if (key === "inquiry-open") await setGuestLimiter(admin, false);
      log(`${label}: ${SECONDS} s, ${CONNECTIONS} connections…`);
      results[key] = { label, ...(await fire(server.url, requests)) };
      if (key === "inquiry-open") await setGuestLimiter(admin, true);
    }
    const stored = (
      await admin.collection("orders").getList(1, 1, {
        filter: admin.filter("user = {:id}", { id: shopper.authStore.record?.id ?? "" }),
      })
    ).totalItems;
    return rows(results, stored, pagesPerVisit);
  } finally {
    await server.dispose();
    await rm(publicDir, { recursive: true, force: true });
  }
}

/**
 * @param {Record<string, Fired>} results
 * @param {number} storedOrders
 * @param {number} pagesPerVisit
 */
function rows(results, storedOrders, pagesPerVisit) {
  const result = (/** @type {string} */ key) => {
    const fired = results[key];
    if (!fired) throw new Error(`no load run named "${key}"`);
    return fired;
  };
  const health = result("health");
  /** @type {import("./types").BenchRow[]} */
  const out = [
    {
      name: `Load: ${health.label}`,
      value: round(health.rps),
      unit: "req/s",
      target: "ceiling",
      limit: null,
      ratio: null,
      note: `p99 ${health.p99} ms; ${codesText(health.codes)}`,
    },
  ];
  const keys = ["sync page", "snapshot", "snapshot-304", "page-plain", "page-products"];
  for (const key of [
    ...keys,
    "page-search-miss",
    "page-search-hit",
    "product",
    "inquiry-open",
    "order",
  ]) {
    const r = result(key);
    // a revalidation is answered by 304 Not Modified, the answer it asks for
    const expected = key === "snapshot-304" ? "304" : "2";
    if (key === "snapshot-304") r.okPerSecond = (r.codes["304"] ?? 0) / r.seconds;
    const failed =
      r.okPerSecond === 0 || r.errors || Object.keys(r.codes).some((c) => !c.startsWith(expected));
    let note = `p99 ${r.p99} ms (health ${health.p99} ms); ${codesText(r.codes)}`;
    if (r.errors) note += `; ${r.errors} socket errors/timeouts`;
    if (key === "inquiry-open")
      note += "; limiter switched off for this run: the capacity for many guests on many IPs";
    // autocannon stops counting at the deadline; requests still in flight get stored anyway.
    if (key === "order")
      note += `; ${storedOrders} orders stored (${r.ok} answered 2xx + at most ${CONNECTIONS} in flight at the end)`;
    if (failed) note = `NOT ALL 2xx: ${note}`;
    out.push({
      name: `Load: ${r.label}`,
      value: round(r.okPerSecond),
      unit: "req/s",
      target: "ratio to health",
      limit: round(health.rps),
      ratio: round(r.okPerSecond / health.rps, 3),
      note,
    });
  }
  // What a new device costs the server: its whole first pull, as pages or as one snapshot.
  const paged = result("sync page").okPerSecond / pagesPerVisit;
  const snapshot = result("snapshot").okPerSecond;
  out.push({
    name: `First visits served per second (${PRODUCTS.toLocaleString("en-US")} products): snapshot vs pages`,
    value: round(snapshot, 1),
    unit: "visits/s",
    target: "more than pages",
    better: "higher",
    limit: round(paged, 1),
    ratio: round(snapshot / paged, 1),
    note: `pages: ${pagesPerVisit} sync pages a visit at ${round(result("sync page").okPerSecond)} req/s = ${round(paged, 1)} visits/s (limit column); snapshot: one request a visit (ratio = snapshot / pages)`,
  });
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
