/**
 * What `npm start` and `npm run dev` share: the environment they honour, and a PocketBase that
 * is migrated, has the superuser, and holds the demo catalogue when it has no products yet.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  countProducts,
  createSuperuser,
  migrate,
  pocketbaseCli,
  ROOT,
  startPocketbase,
  upsertSuperuser,
} from "./pocketbase.mjs";
import { DEMO_CATALOGUE, seedCatalogue } from "./seed-catalogue.mjs";
import { writeSharedBundle } from "./shared-bundle.mjs";
import { writeShellTemplates } from "./shell-markup.mjs";

/** @typedef {(message: string) => void} Log one line of a command's progress */
/** @typedef {{email: string, password?: string, how: "environment" | "generated" | "kept"}} Superuser */

/** The environment of the start commands (docs/operations.md). */
export function shopConfig(env = process.env) {
  const port = Number(env.PORT ?? 8090);
  return {
    port,
    dataDir: path.resolve(env.PB_DATA ?? path.join(ROOT, "pb_data")),
    adminEmail: env.PB_ADMIN_EMAIL ?? "admin@example.com",
    /** set only when given: without it an existing superuser's password is never touched */
    adminPassword: env.PB_ADMIN_PASSWORD || undefined,
    appUrl: env.APP_URL ?? `http://127.0.0.1:${port}`,
  };
}

/**
 * The superuser allow-list and MFA judge a client by its address. Behind a proxy that address is
 * the proxy's, 127.0.0.1, unless TRUSTED_PROXY_HEADERS names the header carrying the client's:
 * then every client would pass the allow-list, and sign in without the mailed code.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function proxyWarnings(env = process.env) {
  if (env.TRUSTED_PROXY_HEADERS) return [];
  const set = ["SUPERUSER_IPS", "SUPERUSER_MFA"].filter((name) => env[name]);
  if (set.length === 0) return [];
  return [
    `WARNING: ${set.join(" and ")} set without TRUSTED_PROXY_HEADERS: behind a proxy every client`,
    "  looks like 127.0.0.1 and passes (docs/operations.md: set TRUSTED_PROXY_HEADERS=X-Forwarded-For)",
  ];
}

/** Where the first start leaves the generated password when no terminal shows it. */
export const PASSWORD_FILE = "superuser-password.txt";

/**
 * The dashboard superuser. With PB_ADMIN_PASSWORD it is created or its password set to that
 * value (and its sign-in locks lifted); without it, a missing one is created with a random
 * password, shown once (`logSuperuser`), and an existing one is left as it is (a password
 * changed in the dashboard stays).
 * @param {string} dataDir
 * @param {string} email
 * @param {string | undefined} password
 * @param {Log} log
 * @returns {Superuser}
 */
export function ensureSuperuser(dataDir, email, password, log) {
  if (password) {
    upsertSuperuser(dataDir, email, password);
    // the owner who sets the password gets in: no sign-in lock of anyone's guesses stays
    pocketbaseCli(dataDir, ["shop-unlock"], [email]);
    return { email, password, how: "environment" };
  }
  const generated = randomBytes(18).toString("base64url");
  for (let attempt = 1; ; attempt++) {
    try {
      createSuperuser(dataDir, email, generated);
      return { email, password: generated, how: "generated" };
    } catch (error) {
      const failure = /** @type {import("./cli-errors.mjs").Failure} */ (error);
      const output = `${failure?.stderr ?? ""}${failure?.stdout ?? ""}`;
      // PocketBase's answer when the address is taken: "email: Value must be unique."
      if (/must be unique/i.test(output)) return { email, how: "kept" };
      // Anything else is not a superuser that exists: read as one (any "exists" in the
      // message once was), a new shop started without a password or its demo catalogue.
      // Once more, then the start stops with PocketBase's words.
      if (attempt === 2) throw error;
      log(`superuser create failed (${output.trim().split("\n").at(-1)}); trying once more`);
    }
  }
}

/**
 * Says once how to sign in to the dashboard, without repeating a password it did not make. A
 * generated password is printed only to a terminal; otherwise (a service, whose output a journal
 * keeps) it is written once to a file only this user can read, in the data folder, and the log
 * says where.
 * @param {Superuser} superuser
 * @param {Log} log
 * @param {string} dataDir
 */
export function logSuperuser(superuser, log, dataDir, terminal = process.stdout.isTTY) {
  if (superuser.how === "generated" && terminal) {
    log(`superuser created: ${superuser.email} / ${superuser.password}`);
    log("  (a random password, shown only this once: note it, or change it in the dashboard)");
  } else if (superuser.how === "generated") {
    const file = path.join(dataDir, PASSWORD_FILE);
    writeFileSync(file, `${superuser.email}\n${superuser.password}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    log(`superuser created: ${superuser.email}; its password is in ${file}`);
    log(
      "  (readable by this user only: note it or change it in the dashboard, then delete the file)",
    );
  } else if (superuser.how === "environment") {
    log(`superuser: ${superuser.email} (password from PB_ADMIN_PASSWORD)`);
  } else {
    log(`superuser: ${superuser.email} (existing; its password is left as it is)`);
  }
}

/**
 * Brings the hooks' shared rules up to date, migrates, ensures the superuser, starts
 * PocketBase, and seeds the demo catalogue if empty.
 * @param {ReturnType<typeof shopConfig> & { publicDir?: string, log: Log }} options
 */
export async function serveShop({
  port,
  dataDir,
  adminEmail,
  adminPassword,
  appUrl,
  publicDir,
  log,
}) {
  log(`data folder: ${dataDir}`);
  if (process.env.SHOP_TEST_RELAXED_LIMITS === "1") {
    log("WARNING: SHOP_TEST_RELAXED_LIMITS=1 multiplies every limit by 1,000 (test suite only)");
  }
  if (process.env.SHOP_TEST_PASSWORD_COST) {
    log(
      `WARNING: SHOP_TEST_PASSWORD_COST=${process.env.SHOP_TEST_PASSWORD_COST} hashes passwords at a lower bcrypt cost than the shop's 10 (test suite only)`,
    );
  }
  if (process.env.PUSH_ENDPOINT_ALLOW) {
    log(
      `WARNING: PUSH_ENDPOINT_ALLOW lets pushes go to ${process.env.PUSH_ENDPOINT_ALLOW} (test suite only)`,
    );
  }
  for (const line of proxyWarnings()) log(line);
  // the hooks run the app's own rules: rebuilt from src/shared/ when they changed
  if (await writeSharedBundle()) log("rebuilt pb_hooks/lib/shared.js from src/shared/");
  // and draw the first screen with the app's own components' markup
  if (await writeShellTemplates()) log("rebuilt pb_hooks/lib/shell-markup.js from the components");
  migrate(dataDir);
  // the database, uploads and backups inside: the service user's alone
  chmodSync(dataDir, 0o700);
  const superuser = ensureSuperuser(dataDir, adminEmail, adminPassword, log);
  const server = await startPocketbase({
    dataDir,
    port,
    publicDir,
    stdio: "inherit",
    env: { APP_URL: appUrl },
  });
  if ((await countProducts(server.url)) === 0) {
    if (superuser.password) {
      log("no products yet: seeding the demo catalogue…");
      const summary = await seedCatalogue({
        url: server.url,
        email: superuser.email,
        password: superuser.password,
        file: DEMO_CATALOGUE,
      });
      log(
        `seeded ${summary.products.created} products in ${summary.categories.created} categories`,
      );
    } else {
      log("no products: start once with PB_ADMIN_PASSWORD set to seed the demo catalogue");
    }
  }
  return { ...server, superuser };
}

/**
 * Stops the server on Ctrl-C / SIGTERM (after `beforeStop`), and exits when it dies; either way
 * `afterStop` is awaited last (the replica, so that it carries the server's last writes).
 * @param {{ stop: (signal: NodeJS.Signals) => Promise<void>, process: import("node:child_process").ChildProcess }} server
 * @param {Log} log
 */
export function stopOnSignals(server, log, beforeStop = () => {}, afterStop = async () => {}) {
  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    log(`${signal}: stopping…`);
    beforeStop();
    await server.stop("SIGTERM");
    await afterStop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  server.process.once("exit", async (code) => {
    log(`PocketBase exited (${code})`);
    await afterStop();
    process.exit(code ?? 1);
  });
}
