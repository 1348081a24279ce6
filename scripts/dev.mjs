#!/usr/bin/env node
/**
 * `npm run dev`: PocketBase (migrated, superuser, demo catalogue) on PB_PORT (8090) and the Vite
 * dev server with hot reload, which proxies /api and /_ to it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib/pocketbase.mjs";
import { logSuperuser, serveShop, shopConfig, stopOnSignals } from "./lib/shop-server.mjs";
import { superviseImageWorker, supervisePushWorker } from "./lib/worker-host.mjs";

const config = shopConfig({ ...process.env, PORT: process.env.PB_PORT ?? "8090" });
/** @param {string} message */
const log = (message) => console.log(`[dev] ${message}`);

const server = await serveShop({ ...config, log });
log(`API ${server.url}  dashboard ${server.url}/_/`);
logSuperuser(server.superuser, log, server.dataDir);

const vite = spawn(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js")], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PB_URL: server.url },
});
const images = superviseImageWorker({ dataDir: config.dataDir, log });
const pushes = supervisePushWorker({ dataDir: config.dataDir, url: server.url, log });
stopOnSignals(server, log, () => {
  vite.kill("SIGTERM");
  void images.stop();
  void pushes.stop();
});
