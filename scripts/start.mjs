#!/usr/bin/env node
/**
 * `npm start`: migrate, upsert the dev superuser, build the PWA if stale, serve app + API from
 * one PocketBase process, and seed the demo catalogue when the shop has no products yet.
 */
import path from "node:path";
import { buildApp, isBuildStale } from "./lib/build.mjs";
import {
  countProducts,
  migrate,
  ROOT,
  startPocketbase,
  upsertSuperuser,
} from "./lib/pocketbase.mjs";

const port = Number(process.env.PORT ?? 8090);
const dataDir = path.resolve(process.env.PB_DATA ?? path.join(ROOT, "pb_data"));
const adminEmail = process.env.PB_ADMIN_EMAIL ?? "admin@example.com";
const adminPassword = process.env.PB_ADMIN_PASSWORD ?? "admin-password-123";
const distDir = path.join(ROOT, "dist");

function log(message) {
  console.log(`[shop] ${message}`);
}

try {
  log(`data folder: ${dataDir}`);
  migrate(dataDir);
  upsertSuperuser(dataDir, adminEmail, adminPassword);
  if (isBuildStale(distDir)) {
    log("building the app (the build is missing or older than its sources)…");
    buildApp(distDir);
  }
  const server = await startPocketbase({ dataDir, port, publicDir: distDir, stdio: "inherit" });

  const { seedCatalogue } = await import("./lib/seed-catalogue.mjs");
  const auth = { url: server.url, email: adminEmail, password: adminPassword };
  if ((await countProducts(server.url)) === 0) {
    log("no products yet: seeding the demo catalogue…");
    const summary = await seedCatalogue({ ...auth, file: path.join(ROOT, "seed/catalogue.json") });
    log(`seeded ${summary.products.created} products in ${summary.categories.created} categories`);
  }

  log(`shop:       ${server.url}/`);
  log(`dashboard:  ${server.url}/_/`);
  log(
    `dev-only superuser: ${adminEmail} / ${adminPassword}  (set PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD)`,
  );
  log("press Ctrl-C to stop");

  const stop = async (signal) => {
    log(`${signal}: stopping…`);
    await server.stop("SIGTERM");
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  server.process.once("exit", (code) => {
    log(`PocketBase exited (${code})`);
    process.exit(code ?? 1);
  });
} catch (error) {
  console.error(`[shop] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
