import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/lib/build.mjs";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, TEST_ADMIN } from "./pocketbase-server";
import { seconds, startWorkerServers, workerCount } from "./worker-servers";

declare module "vitest" {
  export interface ProvidedContext {
    appDist: string;
  }
}

/**
 * Builds the production PWA, unless `dist/` is already built from the current sources (as
 * `npm start` does, and the start command's test before this run), then serves it like
 * `npm start` does: one real PocketBase per worker with the app as its public dir and the demo
 * catalogue seeded.
 */
export default async function setup(project: TestProject) {
  const dist = path.join(ROOT, "dist");
  const began = performance.now();
  // one build at a time: `npm test` runs this layer beside the integration tests, whose start
  // command test builds `dist/` too when it is stale
  const stale = await buildIfStale(dist, () => undefined, { quiet: true });
  const built = performance.now();
  const stopAll = await startWorkerServers(project, () =>
    startTestServer({ publicDir: dist, demo: true }),
  );
  const how = stale ? `built in ${seconds(began)}` : "already built";
  console.log(
    `[e2e] app ${how}; ${workerCount(project)} shared servers ready in ${seconds(built)}`,
  );
  project.provide("appDist", dist);
  project.provide("adminEmail", TEST_ADMIN.email);
  project.provide("adminPassword", TEST_ADMIN.password);
  return stopAll;
}
