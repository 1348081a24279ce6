#!/usr/bin/env node
/**
 * Realtime cost: server memory per idle /api/realtime subscriber, and the time one catalogue
 * change takes to reach 99% of the subscribers, at 1,000 and 5,000 connections. Our server
 * (migrations + hooks) is measured beside stock PocketBase, the same binary and migrations with
 * an empty hooks folder, in the same run. Everything stays on loopback; every loop is bounded.
 * Standalone: `node scripts/bench/realtime.mjs` prints the rows as JSON.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import PocketBase from "pocketbase";
import { freePort, migrate, startPocketbase, upsertSuperuser } from "../lib/pocketbase.mjs";

const SIZES = (process.env.BENCH_REALTIME_SIZES ?? "1000,5000").split(",").map(Number);
const ADMIN = { email: "bench@example.com", password: "bench-password-123" };
const CONNECT_TIMEOUT_MS = 60_000;
const FANOUT_TIMEOUT_MS = 20_000;
const FANOUT_ROUNDS = 5;

/** @param {number} pid */
async function rssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens one SSE connection and subscribes it to every product; resolves once subscribed.
 * @param {string} url
 * @param {http.Agent} agent
 * @param {() => void} onEvent
 * @returns {Promise<http.ClientRequest>}
 */
function subscriber(url, agent, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/realtime`, { agent }, (res) => {
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
          if (event === "PB_CONNECT") {
            /** @type {{clientId?: string}} */
            const { clientId } = JSON.parse(/^data:(.*)$/m.exec(block)?.[1] ?? "{}");
            subscribe(url, clientId).then(() => resolve(req), reject);
          } else if (event) onEvent();
          end = buffer.indexOf("\n\n");
        }
      });
      res.on("error", () => {});
    });
    req.on("error", reject);
  });
}

/**
 * @param {string} url
 * @param {string | undefined} clientId
 */
async function subscribe(url, clientId) {
  const res = await fetch(`${url}/api/realtime`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId, subscriptions: ["products/*"] }),
  });
  if (!res.ok) throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
}

/** @param {string | undefined} hooksDir undefined: the project's hooks */
async function startServer(hooksDir) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-rt-"));
  migrate(dataDir);
  upsertSuperuser(dataDir, ADMIN.email, ADMIN.password);
  const server = await startPocketbase({ dataDir, port: await freePort(), hooksDir });
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(ADMIN.email, ADMIN.password);
  const category = await admin.collection("categories").create({ name: "Bench", priority: 1 });
  const subcategory = await admin
    .collection("subcategories")
    .create({ name: "Other", parentCategory: category.id });
  const product = await admin.collection("products").create({
    name: "Realtime probe",
    brand: "Bench",
    price: 1000,
    category: category.id,
    subcategory: subcategory.id,
    description: "A product changed to time realtime fan-out.",
    imageUrls: ["https://example.com/probe.webp"],
  });
  return {
    server,
    admin,
    product,
    async dispose() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Memory per connection and fan-out time for `count` subscribers on one server.
 * @param {Awaited<ReturnType<typeof startServer>>} target
 * @param {number} count
 * @param {(line: string) => void} log
 */
async function measure({ server, admin, product }, count, log) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const pid = server.process.pid;
  if (pid === undefined) throw new Error("PocketBase did not start: no process id");
  await sleep(500);
  const before = await rssKiB(pid);
  let received = 0;
  /** @type {http.ClientRequest[]} */
  const requests = [];
  const deadline = Date.now() + CONNECT_TIMEOUT_MS;
  // Connect in batches so the server is measured idle, not under a connection storm.
  for (let i = 0; i < count && Date.now() < deadline; i += 250) {
    const batch = Array.from({ length: Math.min(250, count - i) }, () =>
      subscriber(server.url, agent, () => received++),
    );
    requests.push(...(await Promise.all(batch)));
  }
  if (requests.length < count) throw new Error(`only ${requests.length} of ${count} connected`);
  await sleep(2000);
  const connected = await rssKiB(pid);
  /** @type {number[]} */
  const fanouts = [];
  for (let round = 0; round < FANOUT_ROUNDS; round++) {
    received = 0;
    const started = performance.now();
    await admin.collection("products").update(product.id, { price: 1000 + round + 1 });
    const goal = Math.ceil(count * 0.99);
    const until = Date.now() + FANOUT_TIMEOUT_MS;
    while (received < goal && Date.now() < until) await sleep(2);
    fanouts.push(received >= goal ? performance.now() - started : Number.POSITIVE_INFINITY);
    await sleep(200);
  }
  for (const req of requests) req.destroy();
  agent.destroy();
  await sleep(2000);
  const after = await rssKiB(pid);
  fanouts.sort((a, b) => a - b);
  const result = {
    perConnectionKiB: (connected - before) / count,
    beforeMiB: before / 1024,
    connectedMiB: connected / 1024,
    afterCloseMiB: after / 1024,
    // NaN, not a number made up, when no change was timed
    fanoutMs: fanouts[Math.floor(fanouts.length / 2)] ?? Number.NaN,
  };
  log(`${count} subscribers: ${JSON.stringify(result)}`);
  return result;
}

/**
 * @param {number} n
 * @param {number} [digits]
 */
const round = (n, digits = 1) => Number(n.toFixed(digits));

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[realtime] ${line}`));
  const emptyHooks = await mkdtemp(path.join(os.tmpdir(), "shop-empty-hooks-"));
  /** @type {import("./types").BenchRow[]} */
  const rows = [];
  try {
    for (const count of SIZES) {
      // a fresh pair of servers per size, so memory left by the previous size is not counted
      const stock = await startServer(emptyHooks);
      const ours = await startServer(undefined);
      try {
        log(`stock PocketBase, ${count} subscribers…`);
        const base = await measure(stock, count, log);
        log(`our server, ${count} subscribers…`);
        const mine = await measure(ours, count, log);
        const ratio = mine.perConnectionKiB / Math.max(base.perConnectionKiB, 0.1);
        rows.push({
          name: `Server memory per idle realtime subscriber, ${count.toLocaleString("en")} connections`,
          value: round(mine.perConnectionKiB),
          unit: "KiB",
          target: "≤ 2× stock PocketBase",
          limit: round(base.perConnectionKiB * 2),
          ratio: round(ratio, 2),
          note: `stock PocketBase (same binary and migrations, no hooks) ${round(base.perConnectionKiB)} KiB; our RSS ${round(mine.beforeMiB)} → ${round(mine.connectedMiB)} MiB connected → ${round(mine.afterCloseMiB)} MiB after closing (stock ${round(base.beforeMiB)} → ${round(base.connectedMiB)} → ${round(base.afterCloseMiB)})`,
        });
        rows.push({
          name: `One product change reaching 99% of ${count.toLocaleString("en")} subscribers`,
          value: round(mine.fanoutMs, 0),
          unit: "ms",
          target: "< 1000 ms",
          limit: 1000,
          ratio: round(mine.fanoutMs / Math.max(base.fanoutMs, 1), 2),
          note: `median of ${FANOUT_ROUNDS} changes; stock PocketBase ${round(base.fanoutMs, 0)} ms (ratio shown)`,
        });
      } finally {
        await stock.dispose();
        await ours.dispose();
      }
    }
  } finally {
    await rm(emptyHooks, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
