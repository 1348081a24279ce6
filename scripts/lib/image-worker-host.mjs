/**
 * Runs the image worker (scripts/image-worker.mjs) beside PocketBase for `npm start` and
 * `npm run dev`: a child process at a low CPU priority, restarted when it dies (after 1 s,
 * doubling to a minute while it keeps dying within a minute of starting). The child leaves by
 * itself when this process goes, however it goes (its IPC channel closes).
 */
import { fork } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import { ROOT } from "./pocketbase.mjs";

const WORKER = path.join(ROOT, "scripts/image-worker.mjs");
/** Shoppers' requests first: the worker gets the CPU PocketBase leaves. */
const NICENESS = 10;
const FIRST_RESTART_MS = 1000;
const LAST_RESTART_MS = 60_000;
/** A worker that ran this long before dying restarts at once (after FIRST_RESTART_MS). */
const HEALTHY_RUN_MS = 60_000;

/**
 * Starts the worker on `dataDir` and keeps it running until `stop()`.
 * @param {{ dataDir: string, log: (message: string) => void }} options
 * @returns {{ stop(): Promise<void>, pid(): number | undefined }}
 */
export function superviseImageWorker({ dataDir, log }) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let stopped = false;
  let failures = 0;
  let timer;

  const start = () => {
    const started = Date.now();
    const worker = fork(WORKER, [dataDir], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
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
      log(`image worker stopped (${signal ?? `exit ${code}`}); restarting in ${delay / 1000} s`);
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
