#!/usr/bin/env node
/**
 * `npm run seed -- FILE`         upsert a catalogue file (default: seed/catalogue.json)
 * `npm run seed -- --count N`    the demo catalogue plus N synthetic products (benchmarks)
 * Connection: PB_URL, PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD (the superuser's password: required).
 */
import path from "node:path";
import { CliError, explain, MISSING_PASSWORD } from "./lib/cli-errors.mjs";
import {
  DEFAULT_CONNECTION,
  DEMO_CATALOGUE,
  seedCatalogue,
  seedGenerated,
} from "./lib/seed-catalogue.mjs";

const args = process.argv.slice(2);
const countAt = args.indexOf("--count");
const started = performance.now();

try {
  if (!DEFAULT_CONNECTION.password) throw new CliError(MISSING_PASSWORD);
  let result;
  if (countAt >= 0) {
    const count = Number(args[countAt + 1]);
    if (!Number.isInteger(count) || count < 0)
      throw new Error("--count needs a whole number, e.g. --count 10000");
    result = await seedGenerated({ ...DEFAULT_CONNECTION, count });
  } else {
    const file = args[0] ? path.resolve(args[0]) : DEMO_CATALOGUE;
    result = await seedCatalogue({ ...DEFAULT_CONNECTION, file });
  }
  for (const [collection, c] of Object.entries(result)) {
    console.log(
      `${collection}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`,
    );
  }
  console.log(
    `Seeded ${DEFAULT_CONNECTION.url} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`Seeding failed: ${explain(error)}`);
  process.exitCode = 1;
}
