/** Builds the PWA with Vite when the build is missing or older than its sources. */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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

/**
 * @param {string} entry
 * @returns {number}
 */
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

/** @param {string} lock */
function heldByLiveProcess(lock) {
  try {
    process.kill(Number(readFileSync(path.join(lock, "pid"), "utf8")), 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's; no pid file in a fresh lock: its owner is writing it
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === "EPERM") return true;
    return (
      code === "ENOENT" &&
      Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000
    );
  }
}

/**
 * Builds the app into `outDir` when the build there is stale, one build at a time: two starts on
 * one checkout (the test suite starts several shops) would otherwise write one folder at once.
 * A lock left by a build whose process died is taken over. Says whether it built.
 * @param {string} outDir
 * @param {(message: string) => void} log
 * @param {{ quiet?: boolean }} [options] quiet: Vite's output only when it fails
 * @returns {Promise<boolean>}
 */
export async function buildIfStale(outDir, log, { quiet = false } = {}) {
  const lock = `${outDir}.building`;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    if (!heldByLiveProcess(lock)) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    if (!isBuildStale(outDir)) return false;
    log("building the app (the build is missing or older than its sources)…");
    buildApp(outDir, { quiet });
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
