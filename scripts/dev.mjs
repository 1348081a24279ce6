#!/usr/bin/env node
/**
 * `npm run dev`: PocketBase (migrated, superuser, demo catalogue) on PB_PORT (8090) and the Vite
 * dev server with hot reload, which proxies /api and /_ to it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import {
  countProducts,
  migrate,
  ROOT,
  startPocketbase,
  upsertSuperuser,
} from "./lib/pocketbase.mjs";

const pbPort = Number(process.env.PB_PORT ?? 8090);
const dataDir = path.resolve(process.env.PB_DATA ?? path.join(ROOT, "pb_data"));
const adminEmail = process.env.PB_ADMIN_EMAIL ?? "admin@example.com";
const adminPassword = process.env.PB_ADMIN_PASSWORD ?? "admin-password-123";

migrate(dataDir);
upsertSuperuser(dataDir, adminEmail, adminPassword);
const server = await startPocketbase({ dataDir, port: pbPort, stdio: "inherit", dev: false });
const { seedCatalogue } = await import("./lib/seed-catalogue.mjs");
const auth = { url: server.url, email: adminEmail, password: adminPassword };
if ((await countProducts(server.url)) === 0) {
  await seedCatalogue({ ...auth, file: path.join(ROOT, "seed/catalogue.json") });
}
console.log(
  `[dev] API ${server.url}  dashboard ${server.url}/_/  (${adminEmail} / ${adminPassword})`,
);

const vite = spawn(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js")], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PB_URL: server.url },
});
const stop = async () => {
  vite.kill("SIGTERM");
  await server.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
