#!/usr/bin/env node
/**
 * `npm start`: migrate, upsert the dev superuser, build the PWA if stale, serve app + API from
 * one PocketBase process, and seed the demo catalogue when the shop has no products yet.
 */
import path from "node:path";
import { buildApp, isBuildStale } from "./lib/build.mjs";
import { ROOT } from "./lib/pocketbase.mjs";
import { serveShop, shopConfig, stopOnSignals } from "./lib/shop-server.mjs";

const config = shopConfig();
const distDir = path.join(ROOT, "dist");
const log = (message) => console.log(`[shop] ${message}`);

try {
  if (isBuildStale(distDir)) {
    log("building the app (the build is missing or older than its sources)…");
    buildApp(distDir);
  }
  const server = await serveShop({ ...config, publicDir: distDir, log });
  log(`shop:       ${server.url}/`);
  log(`dashboard:  ${server.url}/_/`);
  log(`dev-only superuser: ${config.adminEmail} / ${config.adminPassword}`);
  log("  (dev-only defaults: set PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD anywhere real)");
  log("press Ctrl-C to stop");
  stopOnSignals(server, log);
} catch (error) {
  console.error(`[shop] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
