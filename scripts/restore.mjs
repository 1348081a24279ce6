#!/usr/bin/env node
/**
 * `npm run restore -- FILE [--yes]`: replaces the shop's whole data (orders, customers,
 * catalogue, uploaded files) with a backup made by `npm run backup`. Asks first unless --yes.
 * Connection: PB_URL, PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD (required); PB_DATA when stopped.
 */
import { access } from "node:fs/promises";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openShop, restore } from "./lib/backup.mjs";
import { explain } from "./lib/cli-errors.mjs";

/** @param {string} line */
const log = (line) => console.log(`[restore] ${line}`);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: "boolean", default: false } },
});

try {
  const file = positionals[0];
  if (!file) throw new Error("usage: npm run restore -- FILE.zip [--yes]");
  await access(file);
  if (!values.yes) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(
      `Replace ALL of the shop's data with ${file}? Orders and changes made since are lost. Type yes: `,
    );
    rl.close();
    if (answer.trim().toLowerCase() !== "yes") {
      log("nothing was changed");
      process.exit(1);
    }
  }
  const shop = await openShop(log);
  try {
    const { name } = await restore(shop.pb, file);
    log(`restored ${name}; the shop is answering again`);
  } finally {
    await shop.close();
  }
} catch (error) {
  console.error(`Restore failed: ${explain(error)}`);
  process.exit(1);
}
