#!/usr/bin/env node
/**
 * `npm run replica:restore [-- --yes]`: rebuilds the shop's data folder (PB_DATA) from the
 * replica REPLICA_URL names (docs/operations.md, "Replica: drilling a restore"): the databases
 * as Litestream last streamed them, and from a folder replica the uploaded files and push keys.
 * The shop must be stopped. A data folder with anything in it is refused without --yes, and
 * with --yes moved aside (PB_DATA.before-restore-DATE), never deleted.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { answers } from "./lib/backup.mjs";
import { CliError, explain, shopUrl } from "./lib/cli-errors.mjs";
import { DATABASES, writeLitestreamConfig } from "./lib/litestream.mjs";
import { copyNewFiles, FILE_FOLDERS, REPLICA_FILES, replicaSettings } from "./lib/replica.mjs";
import { shopConfig } from "./lib/shop-server.mjs";

/**
 * The marker that makes the next start give the catalogue a new epoch, as after a backup's
 * restore (pb_hooks/lib/catalogue-epoch.js): every device then pulls the restored catalogue.
 */
const EPOCH_MARKER = path.join(".pb_temp_to_delete", "shop-restored");

const log = (/** @type {string} */ line) => console.log(`[replica] ${line}`);
const { values } = parseArgs({ options: { yes: { type: "boolean", default: false } } });

/** @param {string} dir */
async function entriesOf(dir) {
  return readdir(dir).catch(() => /** @type {string[]} */ ([]));
}

/**
 * `litestream restore ARGS`, its failure said in words.
 * @param {{ bin: string, url: string }} settings
 * @param {string[]} args
 * @param {string} name the database's file name
 */
function restoreDatabase(settings, args, name) {
  try {
    execFileSync(settings.bin, ["restore", ...args], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    // Litestream logs to stdout: `... level=ERROR msg="failed to run" error="REASON"`
    const { stdout, stderr } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    const said = `${stdout ?? ""}${stderr ?? ""}`;
    const reason = said.match(/error="([^"]*)"/)?.[1] ?? (said.trim() || String(error));
    if (reason === "no matching backups found") {
      throw new CliError(`${settings.url} holds no replica of ${name}: is REPLICA_URL right?`);
    }
    throw new CliError(`Litestream could not restore ${name}: ${reason}`);
  }
}

try {
  const settings = replicaSettings();
  if (!settings) throw new CliError("Set REPLICA_URL to the replica to restore from.");
  const { dataDir } = shopConfig();
  if (await answers(shopUrl())) {
    throw new CliError(`The shop is running at ${shopUrl()}: stop it first (systemctl stop shop).`);
  }
  if ((await entriesOf(dataDir)).length > 0) {
    if (!values.yes) {
      throw new CliError(
        `${dataDir} is not empty. Run again with --yes to move it aside and restore in its place.`,
      );
    }
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(dataDir, aside);
    log(`moved the old data folder to ${aside}`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const configDir = await mkdtemp(path.join(tmpdir(), "shop-replica-"));
  try {
    const config = path.join(configDir, "litestream.yml");
    const args = writeLitestreamConfig(config, { dataDir, replica: settings.replica });
    for (const name of DATABASES) {
      const file = path.join(dataDir, name);
      // the request logs may be missing from a replica; the shop's records may not
      const optional = name === "data.db" ? [] : ["-if-replica-exists"];
      restoreDatabase(settings, [...args, ...optional, "-o", file, file], name);
    }
    // what Litestream leaves of its work beside each database
    for (const name of await entriesOf(dataDir)) {
      if (/\.tmp-(shm|wal)$/.test(name)) await rm(path.join(dataDir, name), { force: true });
    }
    log(`restored the databases from ${settings.url}`);
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
  if (settings.replica.kind === "folder") {
    let copied = 0;
    for (const folder of FILE_FOLDERS) {
      const from = path.join(settings.replica.dir, REPLICA_FILES, folder);
      copied += await copyNewFiles(from, path.join(dataDir, folder));
    }
    log(`copied ${copied} uploaded and key files from the replica`);
  } else {
    log("uploaded files are not in an s3 replica: unzip storage/ and push/ of the latest backup");
    log("  into the data folder (docs/operations.md, Replica: drilling a restore)");
  }
  await mkdir(path.join(dataDir, path.dirname(EPOCH_MARKER)), { recursive: true, mode: 0o700 });
  await writeFile(path.join(dataDir, EPOCH_MARKER), "replica", { mode: 0o600 });
  log(`done: start the shop (npm start); devices pull the restored catalogue anew`);
} catch (error) {
  console.error(`Restore from the replica failed: ${explain(error)}`);
  process.exit(1);
}
