/** Builds the PWA with Vite when the build is missing or older than its sources. */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./pocketbase.mjs";

// scripts/lib holds the build's own plugins (catalogues, manifests, boot shells)
const SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/lib",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isBuildStale(outDir = path.join(ROOT, "dist")) {
  const index = path.join(outDir, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export function buildApp(
  outDir = path.join(ROOT, "dist"),
  { quiet = false, sourcemap = false } = {},
) {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--outDir",
      outDir,
      "--emptyOutDir",
      // source maps let the trace benchmark name the package or module behind each sample
      ...(sourcemap ? ["--sourcemap"] : []),
    ],
    // Always a production build: under vitest NODE_ENV is "test", which would make Vite emit a
    // development bundle (React dev build, import.meta.env.PROD false, no service worker).
    {
      cwd: ROOT,
      stdio: quiet ? "pipe" : "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
}
