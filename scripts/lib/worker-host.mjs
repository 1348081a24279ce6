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
 * Starts `scripts/<script>` with `args` and keeps it running until `stop()`.
 * @param {{ script: string, args: string[], name: string, log: (message: string) => void,
 *   env?: Record<string, string> }} options `env` is added to this process's environment
 * @returns {{ stop(): Promise<void>, pid(): number | undefined }}
 */
export function superviseWorker({ script, args, name, log, env }) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let stopped = false;
  let failures = 0;
  let timer;

  const start = () => {
    const started = Date.now();
    const worker = fork(path.join(ROOT, "scripts", script), args, {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, ...env },
    });
    child = worker;
    try {
      if (worker.pid) setPriority(worker.pid, NICENESS);
    } catch {
      // not allowed here: it runs at normal priority
    }
    worker.once("exit", (code, signal) => {
      if (stopped) return;
      failures = Date.now() - started >= HEALTHY_RUN_MS ? 0 : failures + 1;
      const delay = Math.min(LAST_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, failures - 1));
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting in ${delay / 1000} s`);
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    pid: () => child?.pid,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const worker = child;
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.kill("SIGTERM");
      await exited;
    },
  };
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
