/**
 * The replica `npm start` keeps when REPLICA_URL is set (docs/operations.md, "Replica"):
 * Litestream streams the databases to it, restarted when it dies, and for a folder replica the
 * files Litestream does not see (uploads, the push keys) are copied there every few seconds.
 */
import { spawn } from "node:child_process";
import { copyFile, mkdir, readdir, rename, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { checkedLitestream, parseReplicaUrl, writeLitestreamConfig } from "./litestream.mjs";
import { superviseProcess } from "./worker-host.mjs";

/**
 * The folders of pb_data a restore needs beside the databases: the uploaded files (payment slips,
 * product photos) and the push keys every subscription is bound to. The photos' web variants
 * (image-variants/) are remade by the image worker, and backups/ are zips of their own.
 */
export const FILE_FOLDERS = ["storage", "push"];
/** Where a folder replica keeps its copy of FILE_FOLDERS. */
export const REPLICA_FILES = "files";
/** How often the files are copied: a restore lacks the uploads of about this long. */
export const FILES_EVERY_MS = 5000;
/** How often the supervisor looks whether a backup's restore replaced the database. */
const REPLACED_CHECK_MS = 1000;

/**
 * Copies every file of `from` that `to` lacks or holds in another size or time, through a
 * temporary name so a copy cut short is never taken for the file. Nothing is deleted in `to`:
 * a file gone from `from` because a disk is failing must not take the copy with it.
 * @param {string} from
 * @param {string} to
 * @returns {Promise<number>} how many files were copied
 */
export async function copyNewFiles(from, to) {
  /** @type {import("node:fs").Dirent[]} */
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return 0;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copied += await copyNewFiles(source, target);
      continue;
    }
    if (!entry.isFile()) continue;
    const [have, had] = await Promise.all([stat(source), stat(target).catch(() => undefined)]);
    if (had && had.size === have.size && had.mtimeMs === have.mtimeMs) continue;
    const partial = `${target}.partial`;
    await copyFile(source, partial);
    await utimes(partial, have.atime, have.mtime);
    await rename(partial, target);
    copied++;
  }
  return copied;
}

/** @param {string} file */
const inodeOf = (file) =>
  stat(file).then(
    (s) => s.ino,
    () => 0,
  );

/**
 * The replica REPLICA_URL names and the checked Litestream binary, or undefined when unset:
 * asked before the server starts, so a wrong setting stops the start with nothing running.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function replicaSettings(env = process.env) {
  if (!env.REPLICA_URL) return undefined;
  return {
    url: env.REPLICA_URL,
    replica: parseReplicaUrl(env.REPLICA_URL),
    bin: checkedLitestream(env),
  };
}

/**
 * Streams the shop's databases to the replica until `stop()`.
 * @param {{ dataDir: string, log: (message: string) => void,
 *   settings: NonNullable<ReturnType<typeof replicaSettings>>, env?: NodeJS.ProcessEnv }} options
 */
export async function superviseReplica({ dataDir, log, settings, env = process.env }) {
  const { replica, bin } = settings;
  if (replica.kind === "folder") await mkdir(replica.dir, { recursive: true, mode: 0o700 });
  const config = path.join(dataDir, "litestream.yml");
  const database = path.join(dataDir, "data.db");
  let inode = await inodeOf(database);
  const litestream = superviseProcess({
    name: "litestream",
    log,
    launch: () => {
      // written at each launch: a backup's restore empties pb_data, config included
      const args = writeLitestreamConfig(config, { dataDir, replica, env });
      const child = spawn(bin, ["replicate", ...args], { stdio: ["ignore", "pipe", "pipe"] });
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on("line", (line) => log(`litestream: ${line}`));
      }
      return child;
    },
  });
  const where = replica.kind === "folder" ? replica.dir : settings.url;
  log(`replica:    the databases stream to ${where} (within about a second of each change)`);
  if (replica.kind === "s3") {
    log("replica:    uploaded files are not streamed to s3: only in the backups (npm run backup)");
  }

  let busy = false;
  let failing = false;
  let copiedAt = 0;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      // PocketBase restores a backup by putting new files in place: Litestream, holding the old
      // database open, would stream nothing more (and log an error ten times a second) until
      // started again
      const now = await inodeOf(database);
      if (now && now !== inode) {
        inode = now;
        log("replica:    the database was replaced (a restore): restarting litestream");
        await litestream.restart();
      }
      if (replica.kind !== "folder" || Date.now() - copiedAt < FILES_EVERY_MS) return;
      copiedAt = Date.now();
      await copyFiles(dataDir, replica.dir);
      if (failing) log("replica:    files are copied again");
      failing = false;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!failing) log(`replica:    files not copied: ${reason}`);
      failing = true;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), REPLACED_CHECK_MS);
  void tick();
  return {
    async stop() {
      clearInterval(timer);
      await litestream.stop();
    },
  };
}

/**
 * Copies FILE_FOLDERS of `dataDir` into the replica folder's REPLICA_FILES.
 * @param {string} dataDir
 * @param {string} replicaDir
 */
export async function copyFiles(dataDir, replicaDir) {
  let copied = 0;
  for (const folder of FILE_FOLDERS) {
    copied += await copyNewFiles(
      path.join(dataDir, folder),
      path.join(replicaDir, REPLICA_FILES, folder),
    );
  }
  return copied;
}
