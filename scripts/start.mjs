#!/usr/bin/env node
/**
 * `npm start`: migrate, ensure the dashboard superuser, build the PWA if stale, serve app + API
 * from one PocketBase process (production mode), seed the demo catalogue when the shop has
 * no products yet, and stream the databases to REPLICA_URL when it is set.
 */
import path from "node:path";
import { buildIfStale } from "./lib/build.mjs";
import { ROOT } from "./lib/pocketbase.mjs";
import { replicaSettings, superviseReplica } from "./lib/replica.mjs";
import { logSuperuser, serveShop, shopConfig, stopOnSignals } from "./lib/shop-server.mjs";
import { superviseImageWorker, supervisePushWorker } from "./lib/worker-host.mjs";

const config = shopConfig();
const distDir = path.join(ROOT, "dist");
const log = (message) => console.log(`[shop] ${message}`);

try {
  // the databases streamed to REPLICA_URL, when set (docs/operations.md: Replica)
  const replicaTo = replicaSettings();
  await buildIfStale(distDir, log);
  const server = await serveShop({ ...config, publicDir: distDir, log });
  log(`shop:       ${server.url}/`);
  log(`dashboard:  ${server.url}/_/`);
  logSuperuser(server.superuser, log, server.dataDir);
  // pb_hooks/mail.pb.js applies SMTP_* at start; without them the shop sends no email
  // (unless SMTP was set up in the dashboard's mail settings).
  if (!process.env.SMTP_HOST) {
    log("mail:       SMTP_HOST not set, no order emails are sent (docs/operations.md)");
  } else if (!process.env.SHOP_EMAIL) {
    log("mail:       SHOP_EMAIL not set, the shop gets no new-order or slip alerts");
  }
  if (process.env.SUPERUSER_MFA === "1" && !process.env.SMTP_HOST) {
    log("MFA:        SUPERUSER_MFA=1 without SMTP_HOST: off unless mail is set in the dashboard");
  }
  // also without SMTP_HOST: mail may be set up in the dashboard, and the push worker's VAPID
  // subject falls back to it
  if (!process.env.MAIL_SENDER) {
    log("mail:       MAIL_SENDER not set, mails come from PocketBase's default sender address");
  }
  // web variants of uploaded photos, made beside the server (docs/decisions/0017-product-photos.md)
  const images = superviseImageWorker({ dataDir: config.dataDir, log });
  // Web Push notifications, sent beside the server
  // (docs/decisions/0016-pushes-from-a-node-worker.md)
  const pushes = supervisePushWorker({ dataDir: config.dataDir, url: server.url, log });
  const replica =
    replicaTo && (await superviseReplica({ dataDir: config.dataDir, log, settings: replicaTo }));
  log("press Ctrl-C to stop");
  stopOnSignals(
    server,
    log,
    () => Promise.all([images.stop(), pushes.stop()]),
    async () => replica?.stop(),
  );
} catch (error) {
  console.error(`[shop] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
