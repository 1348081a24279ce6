/**
 * Imports one of the app's TypeScript modules into a Node script (benchmarks): Node 20 runs no
 * TypeScript, so the module and what it imports are bundled by rolldown (the tool that bundles
 * the hooks' shared rules) into a temporary ES module first.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { rolldown } from "rolldown";
import { linguiCatalogues } from "./catalogues.mjs";
import { ROOT } from "./pocketbase.mjs";

/**
 * The module at `file` (relative to the project), its exports as Node sees them.
 * @param {string} file
 */
export async function importTs(file) {
  const bundle = await rolldown({
    input: path.join(ROOT, file),
    platform: "node",
    plugins: [linguiCatalogues()],
    logLevel: "warn",
  });
  const dir = mkdtempSync(path.join(tmpdir(), "shop-ts-"));
  try {
    const { output } = await bundle.generate({ format: "esm" });
    const out = path.join(dir, "module.mjs");
    writeFileSync(out, output[0].code);
    return await import(pathToFileURL(out).href);
  } finally {
    await bundle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
