/**
 * A throw-away PocketBase started the way `npm start` starts it (migrations, hooks, superuser,
 * optional app build as public dir), in its own temp data dir on a free loopback port, seeded
 * with the demo catalogue plus `count` generated products. Shared by the server benchmarks.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { freePort, migrate, startPocketbase, upsertSuperuser } from "../lib/pocketbase.mjs";
import { seedCatalogue, seedGenerated } from "../lib/seed-catalogue.mjs";

const ADMIN = { email: "bench@example.com", password: "bench-password-123" };

/**
 * @param {{count?: number, publicDir?: string, env?: Record<string, string>}} opts
 * @returns the server plus `admin` ({url, email, password}) and `dispose()`.
 */
export async function startSeededServer({ count = 0, publicDir, env } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
  try {
    migrate(dataDir);
    upsertSuperuser(dataDir, ADMIN.email, ADMIN.password);
    const server = await startPocketbase({ dataDir, port: await freePort(), publicDir, env });
    const admin = { url: server.url, ...ADMIN };
    try {
      if (count > 0) await seedGenerated({ ...admin, count });
      else await seedCatalogue(admin);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      ...server,
      admin,
      async dispose() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A PocketBase client signed in as a superuser ({url, email, password}); no request cancelling: benchmarks fire many.
 * @param {{ url: string, email: string, password: string }} superuser
 */
export async function superuserClient({ url, email, password }) {
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(email, password);
  return admin;
}

/**
 * The seeded server's superuser, signed in.
 * @param {{ admin: { url: string, email: string, password: string } }} server
 */
export function adminClient(server) {
  return superuserClient(server.admin);
}

/**
 * Creates `count` customer accounts (`prefix-N@example.com`) and returns their emails.
 * @param {import("pocketbase").default} admin
 * @param {string} prefix
 * @param {number} count
 * @param {string} password
 */
export async function createShoppers(admin, prefix, count, password) {
  /** @type {string[]} */
  const emails = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.com`;
    await admin
      .collection("users")
      .create({ email, password, passwordConfirm: password, name: `Shopper ${i}`, verified: true });
    emails.push(email);
  }
  return emails;
}

/**
 * A 390×844 page signed in to /admin as the seeded server's superuser, as the owner's phone.
 * @param {import("playwright-core").Browser} browser
 * @param {{ url: string, admin: { email: string, password: string } }} server
 */
export async function ownerPhonePage(browser, server) {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Email", { exact: true }).fill(server.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(server.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Admin" }).waitFor();
  return page;
}
