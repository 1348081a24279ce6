import type { TestProject } from "vitest/node";
import { startTestServer, TEST_ADMIN } from "./pocketbase-server";

declare module "vitest" {
  export interface ProvidedContext {
    pbUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** One shared PocketBase for the integration project; torn down after the run. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("pbUrl", server.url);
  project.provide("adminEmail", TEST_ADMIN.email);
  project.provide("adminPassword", TEST_ADMIN.password);
  return () => server.dispose();
}
