import type { TestProject } from "vitest/node";
import { startTestServer, TEST_ADMIN } from "./pocketbase-server";
import { seconds, startWorkerServers, workerCount } from "./worker-servers";

declare module "vitest" {
  export interface ProvidedContext {
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * The integration project's shared PocketBases, one per worker (tests/setup/shared-server.ts);
 * torn down after the run.
 */
export default async function setup(project: TestProject) {
  const began = performance.now();
  const stopAll = await startWorkerServers(project, () => startTestServer());
  console.log(`[integration] ${workerCount(project)} shared servers ready in ${seconds(began)}`);
  project.provide("adminEmail", TEST_ADMIN.email);
  project.provide("adminPassword", TEST_ADMIN.password);
  return stopAll;
}
