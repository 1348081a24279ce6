#!/usr/bin/env node
/**
 * The push worker (docs/decisions/0016-pushes-from-a-node-worker.md): sends the shop's Web Push
 * notifications with the web-push library, encrypted (aes128gcm, RFC 8291) and signed (VAPID, RFC
 * 8292). `npm start` and `npm run dev` run it beside PocketBase and restart it if it dies
 * (lib/worker-host.mjs); `node scripts/push-worker.mjs DATA_DIR SHOP_URL` runs it by hand.
 *
 * On its first start it makes PB_DATA/push/vapid.json (the key pair every browser subscription is
 * bound to) and PB_DATA/push/worker-secret, both readable by the shop's user only. It never
 * writes to the database: it asks the hooks for due pushes (a long poll, so a push leaves within
 * moments of the change that queued it), sends them, and reports each push service's answer;
 * pb_hooks/lib/push-queue.js decides what follows (sent, retried, subscription deleted).
 * It sends only to the push services' origins (pb_hooks/lib/push-endpoints.js), checked again
 * here whatever the database holds, and follows no redirect.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import webpush from "web-push";
import { shopConfig } from "./lib/shop-server.mjs";

const require = createRequire(import.meta.url);
const { isAllowedEndpoint } = require("../pb_hooks/lib/push-endpoints.js");

const WAIT_MS = 20_000;
const SEND_TIMEOUT_MS = 15_000;
const PRUNE_EVERY_MS = 3600_000;

const config = shopConfig();
const dataDir = path.resolve(process.argv[2] ?? config.dataDir);
const shopUrl = (process.argv[3] ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, "");
const folder = path.join(dataDir, "push");
const log = (message) => console.log(`[push] ${message}`);

// The supervisor (npm start) went away: so does the worker.
process.on("disconnect", () => process.exit(0));

/** Reads `name` in the push folder, first writing `make()` there (0600) when it is missing. */
async function keptFile(name, make) {
  const file = path.join(folder, name);
  try {
    const text = await readFile(file, "utf8");
    // a restored backup may have unpacked it readable by others
    await chmod(file, 0o600);
    return text;
  } catch {
    // "wx": a second worker racing this one keeps the first file written
    await writeFile(file, make(), { mode: 0o600, flag: "wx" }).catch((error) => {
      if (error.code !== "EEXIST") throw error;
    });
    log(`made ${file}`);
    return readFile(file, "utf8");
  }
}

async function call(route, body, secret) {
  const response = await fetch(`${shopUrl}/api/shop/push/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Push-Worker": secret },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
  return response.json();
}

/** Retry-After in seconds, from a number or an HTTP date; 0 when absent. */
function retryAfterSeconds(value) {
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** One push; resolves to what the hooks need to know of the answer. */
async function send(job, vapidDetails) {
  if (!isAllowedEndpoint(job.endpoint, process.env.PUSH_ENDPOINT_ALLOW)) {
    return { id: job.id, status: 400, error: "Not a push service's address: not sent." };
  }
  try {
    const answer = await webpush.sendNotification(
      { endpoint: job.endpoint, keys: job.keys },
      job.payload,
      {
        vapidDetails,
        TTL: job.ttl,
        topic: job.topic,
        urgency: "normal",
        contentEncoding: "aes128gcm",
        timeout: SEND_TIMEOUT_MS,
      },
    );
    return { id: job.id, status: answer.statusCode };
  } catch (error) {
    const status = Number(error?.statusCode) || 0;
    const retryAfterS = retryAfterSeconds(error?.headers?.["retry-after"]);
    const detail = error?.body ? `${error.message}: ${String(error.body).slice(0, 500)}` : error;
    return { id: job.id, status, retryAfterS, error: String(detail?.message ?? detail) };
  }
}

async function run() {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const keys = JSON.parse(
    await keptFile("vapid.json", () => JSON.stringify(webpush.generateVAPIDKeys(), null, 2)),
  );
  const secret = (await keptFile("worker-secret", () => randomBytes(32).toString("hex"))).trim();
  log(`sending for ${shopUrl}`);
  let failures = 0;
  let prunedAt = 0;
  let warned = false;
  for (;;) {
    try {
      const prune = Date.now() - prunedAt > PRUNE_EVERY_MS;
      const { subject, jobs } = await call("claim", { waitMs: WAIT_MS, prune }, secret);
      if (prune) prunedAt = Date.now();
      failures = 0;
      if (!subject) {
        if (!warned) log("no VAPID subject: set SHOP_EMAIL (or MAIL_SENDER); nothing is sent");
        warned = true;
        await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
        continue;
      }
      if (jobs.length === 0) continue;
      const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
      const results = await Promise.all(jobs.map((job) => send(job, vapidDetails)));
      await call("results", { results }, secret);
    } catch (error) {
      // the shop is starting, restarting or gone: ask again, 1 s doubling to 30 s
      failures += 1;
      if (failures === 3) log(`cannot reach the shop (${error.message}); still trying`);
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5));
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

await run();
