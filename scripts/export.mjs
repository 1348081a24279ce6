#!/usr/bin/env node
/**
 * `npm run export -- FILE.csv`: writes the catalogue in the spreadsheet format of
 * `npm run import` (UTF-8 with BOM, so Excel reads it right), so export then import changes
 * nothing. Uploaded images are named by their stored file names, which import keeps as they are.
 * Connection: PB_URL, PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD (required).
 */
import { writeFile } from "node:fs/promises";
import { writeCatalogueCsv } from "./lib/catalogue-csv.mjs";
import { readCatalogue } from "./lib/catalogue-import.mjs";
import { CliError, checkFolderOf, explain, MISSING_PASSWORD } from "./lib/cli-errors.mjs";
import { DEFAULT_CONNECTION } from "./lib/seed-catalogue.mjs";

try {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run export -- FILE.csv");
  if (!DEFAULT_CONNECTION.password) throw new CliError(MISSING_PASSWORD);
  await checkFolderOf(file);
  const products = await readCatalogue(DEFAULT_CONNECTION);
  await writeFile(file, writeCatalogueCsv(products));
  console.log(`${products.length} products written to ${file}`);
} catch (error) {
  console.error(`Export failed: ${explain(error)}`);
  process.exit(1);
}
