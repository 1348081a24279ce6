#!/usr/bin/env node
/**
 * `npm run unlock -- EMAIL`: lifts every sign-in lock of the superuser or customer with this
 * email (docs/operations.md), for an owner locked out by someone's guesses. It works on the data
 * folder (PB_DATA), running shop or not, so it needs no password: whoever can run it owns the
 * server already.
 */
import { pocketbaseCli } from "./lib/pocketbase.mjs";
import { shopConfig } from "./lib/shop-server.mjs";

const email = process.argv[2];
if (!email) {
  console.error("usage: npm run unlock -- EMAIL");
  process.exit(1);
}
try {
  process.stdout.write(pocketbaseCli(shopConfig().dataDir, ["shop-unlock"], [email]));
} catch (error) {
  const failure = /** @type {import("./lib/cli-errors.mjs").Failure} */ (error);
  console.error(`Unlock failed: ${`${failure?.stderr ?? ""}`.trim() || failure?.message}`);
  process.exit(1);
}
