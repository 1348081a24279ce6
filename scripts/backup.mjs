#!/usr/bin/env node
/**
 * `npm run backup [-- FILE]`: a consistent backup of the shop (database and uploaded files) made
 * by PocketBase, running or stopped, saved to FILE or ./backups/shop-DATE.zip. A copy also stays
 * in the server's own pb_data/backups (listed in the dashboard under Settings > Backups).
 * Connection: PB_URL, PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD (required); PB_DATA when stopped.
 */
import { mkdir } from "node:fs/promises";
import { backup, openShop } from "./lib/backup.mjs";
import { checkFolderOf, explain } from "./lib/cli-errors.mjs";

/** @param {string} line */
const log = (line) => console.log(`[backup] ${line}`);
try {
  const file = process.argv[2];
  if (file) await checkFolderOf(file);
  const shop = await openShop(log);
  try {
    // readable by this user only, like the data folder they copy
    if (!file) await mkdir("backups", { recursive: true, mode: 0o700 });
    const saved = await backup(shop.pb, file);
    log(`saved ${saved.file}`);
  } finally {
    await shop.close();
  }
} catch (error) {
  console.error(`Backup failed: ${explain(error)}`);
  process.exit(1);
}
