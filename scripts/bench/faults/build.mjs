/**
 * Bundles the fault history's device (device.ts and the app modules it imports) into one
 * Node script with Vite, the app's own bundler: Node 20 cannot run TypeScript itself.
 */
import path from "node:path";
import { build } from "vite";
import { linguiCatalogues } from "../../lib/catalogues.mjs";
import { ROOT } from "../../lib/pocketbase.mjs";

/**
 * Builds into `outDir` and returns the path of the script to fork.
 * @param {string} outDir
 */
export async function buildDevice(outDir) {
  await build({
    configFile: false,
    logLevel: "error",
    root: ROOT,
    // a production bundle whatever NODE_ENV the caller runs under
    mode: "production",
    publicDir: false,
    // the app's texts: src/shared/translate.ts imports the compiled catalogues
    plugins: [linguiCatalogues()],
    build: {
      ssr: path.join(ROOT, "scripts/bench/faults/device.ts"),
      outDir,
      emptyOutDir: true,
      target: "node20",
      rollupOptions: { output: { entryFileNames: "device.mjs" } },
    },
    // every dependency inlined, so the script runs from a temp folder without node_modules
    ssr: { noExternal: true },
  });
  return path.join(outDir, "device.mjs");
}
