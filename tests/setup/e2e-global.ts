import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../scripts/lib/build.mjs";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { seedCatalogue } from "../../scripts/lib/seed-catalogue.mjs";
import { startTestServer, TEST_ADMIN } from "./pocketbase-server";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    appDist: string;
    appDataDir: string;
  }
}

/**
 * Builds the production PWA once into a temp folder, then serves it like `npm start` does:
 * one real PocketBase with the app as its public dir and the demo catalogue seeded.
 */
export default async function setup(project: TestProject) {
  const dist = await mkdtemp(path.join(tmpdir(), "shop-dist-"));
  buildApp(dist, { quiet: true });
  const server = await startTestServer({ publicDir: dist });
  await seedCatalogue({
    url: server.url,
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
    file: path.join(ROOT, "seed/catalogue.json"),
  });
  project.provide("appUrl", server.url);
  project.provide("appDist", dist);
  project.provide("appDataDir", server.dataDir);
  project.provide("adminEmail", TEST_ADMIN.email);
  project.provide("adminPassword", TEST_ADMIN.password);
  return async () => {
    await server.dispose();
    await rm(dist, { recursive: true, force: true });
  };
}
