/**
 * The global setups' side of tests/setup/shared-server.ts: as many shared servers as the
 * project runs workers, started side by side.
 */
import { availableParallelism } from "node:os";
import type { TestProject } from "vitest/node";
import type { TestServer } from "./pocketbase-server";

/** How many files of the project vitest runs at once (its own rule for `maxWorkers`). */
export function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.globalConfig.maxWorkers;
  if (configured) return configured;
  const cores = availableParallelism();
  return project.globalConfig.watch ? Math.max(Math.floor(cores / 2), 1) : Math.max(cores - 1, 1);
}

/**
 * Starts one server per worker, hands their URLs to the test files, and returns the teardown
 * that stops them all.
 */
export async function startWorkerServers(
  project: TestProject,
  start: () => Promise<TestServer>,
): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(Array.from({ length: workerCount(project) }, start));
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.dispose()));
  };
  const failure = started.find((s) => s.status === "rejected");
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    "serverUrls",
    servers.map((s) => s.url),
  );
  return stopAll;
}

/** The time since `since` (a performance.now()), for the setups' one line each. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
