/**
 * Runs the shop's Node workers beside PocketBase for `npm start` and `npm run dev`: the image
 * worker (scripts/image-worker.mjs) and the push worker (scripts/push-worker.mjs). Each is a
 * child process at a low CPU priority, restarted when it dies (after 1 s, doubling to a minute
 * while it keeps dying within a minute of starting). A child leaves by itself when this process
 * goes, however it goes (its IPC channel closes).
 */
import { fork } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import { ROOT } from "./pocketbase.mjs";

/** Shoppers' requests first: the workers get the CPU PocketBase leaves. */
const NICENESS = 10;
const FIRST_RESTART_MS = 1000;
const LAST_RESTART_MS = 60_000;
/** A worker that ran this long before dying restarts at once (after FIRST_RESTART_MS). */
const HEALTHY_RUN_MS = 60_000;

/**
 * Keeps the process `launch` starts running until `stop()`: restarted when it dies, after 1 s,
 * doubling to a minute while it keeps dying within a minute of starting; `stop()` sends SIGTERM
 * and waits for it to exit, `restart()` too, then starts it again at once.
 * @param {{ name: string, log: (message: string) => void,
 *   launch: () => import("node:child_process").ChildProcess }} options
 * @returns {{ stop(): Promise<void>, restart(): Promise<void>, pid(): number | undefined }}
 */
export function superviseProcess({ name, log, launch }) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let stopped = false;
  let restarting = false;
  let failures = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {number} started @param {string} why */
  const startLater = (started, why) => {
    failures = Date.now() - started >= HEALTHY_RUN_MS ? 0 : failures + 1;
    const delay = Math.min(LAST_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, failures - 1));
    log(`${name} ${why}; restarting in ${delay / 1000} s`);
    timer = setTimeout(start, delay);
  };

  const start = () => {
    const started = Date.now();
    /** @type {import("node:child_process").ChildProcess} */
    let running;
    try {
      running = launch();
    } catch (error) {
      startLater(started, `could not start (${error instanceof Error ? error.message : error})`);
      return;
    }
    child = running;
    running.once("exit", (code, signal) => {
      if (stopped) return;
      if (restarting) {
        restarting = false;
        start();
        return;
      }
      startLater(started, `stopped (${signal ?? `exit ${code}`})`);
    });
  };
  start();

  /** Sends SIGTERM to the running child and waits for it to exit; false when none runs. */
  const end = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return false;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
    return true;
  };

  return {
    pid: () => child?.pid,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await end();
    },
    async restart() {
      restarting = true;
      // none running: it is already due to start again
      if (!(await end())) restarting = false;
    },
  };
}

/**
 * Starts `scripts/<script>` with `args` and keeps it running until `stop()`.
 * @param {{ script: string, args: string[], name: string, log: (message: string) => void,
 *   env?: Record<string, string> }} options `env` is added to this process's environment
 * @returns {{ stop(): Promise<void>, pid(): number | undefined }}
 */
export function superviseWorker({ script, args, name, log, env }) {
  const launch = () => {
    const worker = fork(path.join(ROOT, "scripts", script), args, {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, ...env },
    });
    try {
      if (worker.pid) setPriority(worker.pid, NICENESS);
    } catch {
      // not allowed here: it runs at normal priority
    }
    return worker;
  };
  return superviseProcess({ name, log, launch });
}

/**
 * The image worker on `dataDir` (docs/decisions/0017-product-photos.md).
 * @param {{ dataDir: string, log: (message: string) => void }} options
 */
export function superviseImageWorker({ dataDir, log }) {
  return superviseWorker({
    script: "image-worker.mjs",
    args: [dataDir],
    name: "image worker",
    log,
  });
}

/**
 * The push worker on `dataDir`, talking to the shop at `url`
 * (docs/decisions/0016-pushes-from-a-node-worker.md).
 * @param {{ dataDir: string, url: string, log: (message: string) => void,
 *   env?: Record<string, string> }} options
 */
export function supervisePushWorker({ dataDir, url, log, env }) {
  const args = [dataDir, url];
  return superviseWorker({ script: "push-worker.mjs", args, name: "push worker", log, env });
}
