#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, the layers' imports (.dependency-cruiser.cjs), then the vitest
 * projects (unit + integration, then end-to-end), and one closing line "N passed, N failed" over every test that ran.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./lib/pocketbase.mjs";

/** @param {string} name */
const bin = (name) => path.join(ROOT, "node_modules/.bin", name);
const reportDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
let failedSteps = 0;
let passed = 0;
let failed = 0;
let skipped = 0;

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function step(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    failedSteps++;
    console.log(`=== ${label}: FAILED (exit ${result.status ?? result.signal}) ===`);
  }
}

/**
 * @param {string} label
 * @param {string[]} projects
 */
function vitest(label, projects) {
  const report = path.join(reportDir, `${label}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  step(label, bin("vitest"), [
    "run",
    ...projectArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    failed++; // no report: the run itself broke
  }
}

const only = process.argv.slice(2);
if (only.length === 0) {
  step("typecheck", "npm", ["run", "--silent", "typecheck"]);
  step("lint", bin("biome"), ["check", "."]);
  step("layers", "npm", ["run", "--silent", "lint:layers"]);
  vitest("unit+integration", ["unit", "integration"]);
  vitest("e2e", ["e2e"]);
} else {
  vitest(only.join("+"), only);
}

if (passed + failed === 0) failedSteps++;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
