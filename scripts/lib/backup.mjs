/**
 * Backups through PocketBase's own backups API: a consistent zip of the database and every
 * uploaded file, made by the server itself. A running shop is used as it is (PB_URL); a stopped
 * one is started on a spare loopback port with its data folder (PB_DATA) just for the job.
 */
import { existsSync } from "node:fs";
import { chmod, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { CliError, cannotReach, MISSING_PASSWORD } from "./cli-errors.mjs";
import { freePort, startPocketbase, waitForHealth } from "./pocketbase.mjs";
import { DEFAULT_CONNECTION } from "./seed-catalogue.mjs";
import { connect } from "./seed-upsert.mjs";
import { shopConfig } from "./shop-server.mjs";

/**
 * True when a shop answers at `url`.
 * @param {string} url
 */
export async function answers(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

const signIn = (url) => connect({ ...DEFAULT_CONNECTION, url });

/** The shop's API as its superuser, and how to let go of it afterwards. */
export async function openShop(log) {
  const { url } = DEFAULT_CONNECTION;
  if (!DEFAULT_CONNECTION.password) throw new CliError(MISSING_PASSWORD);
  if (await answers(url)) {
    log(`using the running shop at ${url}`);
    return { pb: await signIn(url), close: async () => {} };
  }
  const { dataDir } = shopConfig();
  // Only a shop that is here: PocketBase would make an empty data folder of any other path.
  if (!existsSync(path.join(dataDir, "data.db"))) {
    throw new CliError(
      `${cannotReach(url).message} (No stopped shop in ${dataDir} either: set PB_DATA for one.)`,
    );
  }
  log(`the shop is not running: opening ${dataDir} on a spare port`);
  const server = await startPocketbase({ dataDir, port: await freePort() });
  try {
    return { pb: await signIn(server.url), close: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Makes a backup on the server and downloads it to `file` (default: ./backups/NAME.zip). */
export async function backup(pb, file) {
  // PocketBase accepts lowercase letters, digits, - and _ in backup names
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const name = `shop-${stamp}.zip`;
  await pb.backups.create(name);
  const token = await pb.files.getToken();
  const res = await fetch(pb.backups.getDownloadURL(token, name));
  if (!res.ok) throw new Error(`download of ${name} answered ${res.status}`);
  const target = path.resolve(file ?? path.join("backups", name));
  await writeFile(target, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
  await chmod(target, 0o600);
  return { name, file: target };
}

/**
 * Uploads `file` (unless the server already has a backup of that name) and restores it. The
 * server replaces its data and restarts itself; this waits until it answers again.
 */
export async function restore(pb, file) {
  const name = path.basename(file);
  const existing = await pb.backups.getFullList();
  if (!existing.some((b) => b.key === name)) {
    const bytes = await readFile(file);
    // the shop's own door to PocketBase's upload: /api/backups/upload takes 1 MiB at most
    // (pb_hooks/body-limits.pb.js)
    const form = new FormData();
    form.append("file", new File([bytes], name, { type: "application/zip" }));
    await pb.send("/api/shop/backups/upload", { method: "POST", body: form });
  }
  await pb.backups.restore(name);
  // PocketBase answers first, restores a second later, then re-executes itself.
  await new Promise((r) => setTimeout(r, 1500));
  await waitForHealth(pb.baseURL, 120_000);
  return { name };
}
