/**
 * What `npm start` and `npm run dev` share: the environment they honour, and a PocketBase that
 * is migrated, has the superuser, and holds the demo catalogue when it has no products yet.
 */
import path from "node:path";
import { countProducts, migrate, ROOT, startPocketbase, upsertSuperuser } from "./pocketbase.mjs";
import { DEMO_CATALOGUE, seedCatalogue } from "./seed-catalogue.mjs";

/** The environment of the start commands, with the dev-only defaults the README documents. */
export function shopConfig(env = process.env) {
  return {
    port: Number(env.PORT ?? 8090),
    dataDir: path.resolve(env.PB_DATA ?? path.join(ROOT, "pb_data")),
    adminEmail: env.PB_ADMIN_EMAIL ?? "admin@example.com",
    adminPassword: env.PB_ADMIN_PASSWORD ?? "admin-password-123",
  };
}

/** Migrates, upserts the superuser, starts PocketBase, and seeds the demo catalogue if empty. */
export async function serveShop({ port, dataDir, adminEmail, adminPassword, publicDir, log }) {
  log(`data folder: ${dataDir}`);
  migrate(dataDir);
  upsertSuperuser(dataDir, adminEmail, adminPassword);
  const server = await startPocketbase({ dataDir, port, publicDir, stdio: "inherit" });
  if ((await countProducts(server.url)) === 0) {
    log("no products yet: seeding the demo catalogue…");
    const summary = await seedCatalogue({
      url: server.url,
      email: adminEmail,
      password: adminPassword,
      file: DEMO_CATALOGUE,
    });
    log(`seeded ${summary.products.created} products in ${summary.categories.created} categories`);
  }
  return server;
}

/** Stops the server on Ctrl-C / SIGTERM (after `beforeStop`), and exits when it dies. */
export function stopOnSignals(server, log, beforeStop = () => {}) {
  const stop = async (signal) => {
    log(`${signal}: stopping…`);
    beforeStop();
    await server.stop("SIGTERM");
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  server.process.once("exit", (code) => {
    log(`PocketBase exited (${code})`);
    process.exit(code ?? 1);
  });
}
