#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint and the layers' imports (.dependency-cruiser.cjs), the unit and
 * integration tests and the end-to-end tests, all side by side (the others' output shown when
 * they end), then the tests that failed or needed a second try, and one closing line
 * "N passed, N failed" over every test that ran.
 * docs/testing.md says how long each part takes.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
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
/** @type {string[]} tests that failed, then passed when run again (SHOP_TEST_RETRIES) */
const flaky = [];
/** @type {string[]} tests that failed, named again at the end where a log's tail shows them */
const failures = [];

/**
 * @param {string} label
 * @param {number | string | null} status the exit code, or the signal that ended it
 * @param {number} began performance.now() at its start
 * @param {number} [ended] performance.now() at its end
 */
function report(label, status, began, ended = performance.now()) {
  const took = `${((ended - began) / 1000).toFixed(0)} s`;
  if (status === 0) return console.log(`=== ${label}: done in ${took} ===`);
  failedSteps++;
  console.log(`=== ${label}: FAILED (exit ${status}) after ${took} ===`);
}

/**
 * Runs a step, its output shown as it comes.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function step(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const began = performance.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve(report(label, code ?? signal, began)));
    child.once("error", () => resolve(report(label, "spawn error", began)));
  });
}

/**
 * Starts a step whose output goes to a file, so that it does not interleave with the tests';
 * the function it returns waits for its end and prints the output under the step's heading.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {() => Promise<void>}
 */
function inBackground(label, command, args) {
  const log = path.join(reportDir, `${label}.log`);
  const fd = openSync(log, "w");
  const began = performance.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  /** @type {Promise<{ status: number | string | null, ended: number }>} */
  const ended = new Promise((resolve) => {
    child.once("exit", (code, signal) =>
      resolve({ status: code ?? signal, ended: performance.now() }),
    );
    child.once("error", () => resolve({ status: "spawn error", ended: performance.now() }));
  });
  return async () => {
    const { status, ended: at } = await ended;
    console.log(`\n=== ${label} ===`);
    process.stdout.write(readFileSync(log, "utf8"));
    report(label, status, began, at);
  };
}

/**
 * Runs vitest on the projects and counts its tests; in the background its output goes to a
 * file, and the function it returns waits for the end, shows the output and counts. `nice`
 * lowers its priority, and its workers' and servers', which inherit it.
 * @param {string} label
 * @param {string[]} projects
 * @param {{ background?: boolean, nice?: number }} [options]
 * @returns {Promise<() => Promise<void>>}
 */
async function vitest(label, projects, { background = false, nice = 0 } = {}) {
  const jsonFile = path.join(reportDir, `${label}.json`);
  const args = [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${jsonFile}`,
  ];
  /** @type {[string, string[]]} */
  const command = nice
    ? ["nice", ["-n", String(nice), bin("vitest"), ...args]]
    : [bin("vitest"), args];
  if (background) {
    const shown = inBackground(label, ...command);
    return async () => {
      await shown();
      count(jsonFile);
    };
  }
  await step(label, ...command);
  count(jsonFile);
  return async () => undefined;
}

/** A failure's message without its stack: its first three lines. @param {unknown} message */
function reason(message) {
  const lines = String(message).split("\n");
  return lines
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 3)
    .join("\n    ");
}

/** Adds a vitest JSON report's tests to the totals. @param {string} jsonFile */
function count(jsonFile) {
  try {
    const json = JSON.parse(readFileSync(jsonFile, "utf8"));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    for (const file of json.testResults) {
      const before = failures.length;
      for (const test of file.assertionResults) {
        if (test.failureMessages.length === 0) continue;
        const line = `${path.relative(ROOT, file.name)} > ${test.fullName}\n    ${reason(test.failureMessages[0])}`;
        if (test.status === "passed") flaky.push(line);
        else if (test.status === "failed") failures.push(line);
      }
      if (file.status === "failed" && failures.length === before) {
        // the file itself broke: an import, or a hook before or after its tests
        failures.push(`${path.relative(ROOT, file.name)}\n    ${reason(file.message)}`);
      }
    }
  } catch {
    failed++; // no report: the run itself broke
  }
}

const only = process.argv.slice(2);
if (only.length === 0) {
  // tsc runs on one core while the tests mostly wait on servers: side by side they share two
  const typecheck = inBackground("typecheck", "npm", ["run", "--silent", "typecheck"]);
  const lint = inBackground("lint", bin("biome"), ["check", "."]);
  const layers = inBackground("layers", "npm", ["run", "--silent", "lint:layers"]);
  // Side by side too: each layer alone left a core idle for part of its time (the e2e layer
  // 13%, between files and while servers start), and together they fill it. The e2e layer is
  // the longer one, so the others yield the cores to it (nice 5, which their servers inherit)
  // and fill its gaps: the e2e layer no longer runs alone at the end for minutes.
  const e2e = await vitest("e2e", ["e2e"], { background: true });
  console.log("(the e2e tests run meanwhile; their output follows the other layers')");
  await vitest("unit+integration", ["unit", "integration"], { nice: 5 });
  await typecheck();
  await lint();
  await layers();
  await e2e();
} else {
  await vitest(only.join("+"), only);
}

if (passed + failed === 0) failedSteps++;
if (flaky.length) {
  console.log(`\npassed only on a second try (a flake to mend):\n  ${flaky.join("\n  ")}`);
}
if (failures.length) console.log(`\nfailed:\n  ${failures.join("\n  ")}`);
const notes = [skipped ? `${skipped} skipped` : "", flaky.length ? `${flaky.length} flaky` : ""];
console.log(`\n${[`${passed} passed`, `${failed} failed`, ...notes.filter(Boolean)].join(", ")}`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
