/**
 * The setup the e2e files share. `withBrowser()` gives the file its worker's Chromium (and
 * makes the screenshot folder); `withOwnServer()` adds a PocketBase of the file's own, serving the
 * built app, for files that stop the server, watch its data or change the catalogue: with a
 * superuser client and, on request, the demo catalogue and the test catalogue of
 * tests/integration/helpers.ts. The exported bindings are filled in by those hooks before the
 * file's tests run (ES module bindings are live, so importers see the values).
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { DB_NAME } from "../../src/offline/db";
import { type Catalogue, createCatalogue } from "../integration/helpers";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { launchBrowser, openPage, PHONE } from "./browser";
import { copyBuild } from "./fault-helpers";
import { waitForServiceWorker } from "./service-worker";

/** Screenshots for review (not compared by any test). */
export const SCREENS = path.resolve(".tmp/screens");
/** The password of the customers the e2e files create. */
export const PASSWORD = "correct-horse-42";

export let browser: Browser;
export let server: TestServer;
export let admin: PocketBase;
export let catalogue: Catalogue;

/**
 * The worker's Chromium. The e2e files share their worker's modules (`isolate: false` in
 * vitest.config.ts), so the files a worker runs one after another share one browser: launching
 * one cost each file about 1.5 CPU-seconds. Each test still has a context of its own (its
 * storage, cache and service worker), and a file closes every context it left open.
 */
let workerBrowser: Promise<Browser> | undefined;

async function theWorkersBrowser(): Promise<Browser> {
  const open = await workerBrowser;
  if (open?.isConnected()) return open;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

export function withBrowser() {
  beforeAll(async () => {
    browser = await theWorkersBrowser();
    await mkdir(SCREENS, { recursive: true });
  });
  beforeEach(({ onTestFailed, task }) => {
    onTestFailed(() => describeOpenPages(task.name));
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
}

/**
 * What a failed test left on screen: each open page's address and text on stderr, and its
 * screenshot in SCREENS as `failed-…png`, so a failure on CI says what the user would have seen.
 */
async function describeOpenPages(testName: string) {
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60);
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  for (const [index, page] of pages.entries()) {
    // a page stuck in a long task answers nothing: its text is given up after 5 s
    const gaveUp = new Promise<string>((resolve) => setTimeout(resolve, 5_000, "(no answer)"));
    const text = await Promise.race([
      page.evaluate(() => document.body?.innerText ?? "", undefined),
      gaveUp,
    ]).catch((reason: unknown) => `(unreadable: ${String(reason)})`);
    const file = path.join(SCREENS, `failed-${slug}-${index}.png`);
    const shown = path.relative(process.cwd(), file);
    await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
    console.error(
      `page ${index} of "${testName}" at ${page.url()} (${shown}):\n${text.slice(0, 1_500)}`,
    );
  }
}

/** The built app the file's own server serves: a copy of its own with `copyOfBuild`. */
export let dist: string;

/**
 * `demo`: the seeded demo catalogue (seed/catalogue.json), as a shopper sees it;
 * `testCatalogue`: the small catalogue with known products that orders need;
 * `copyOfBuild`: serve a copy of the build, which the file may change (a new deploy).
 */
export function withOwnServer(
  options: { demo?: boolean; testCatalogue?: boolean; copyOfBuild?: boolean } = {},
) {
  beforeAll(async () => {
    dist = options.copyOfBuild ? await copyBuild(inject("appDist")) : inject("appDist");
    server = await startTestServer({ publicDir: dist, demo: options.demo });
    admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    if (options.testCatalogue) catalogue = await createCatalogue(admin);
  });
  afterAll(async () => {
    await server?.dispose();
    if (options.copyOfBuild && dist) await rm(dist, { recursive: true, force: true });
  });
  // Registered second, so (after hooks run last-registered first) the file's pages close first.
  withBrowser();
}

/** A customer account (password PASSWORD) on the file's own server. */
export function createCustomer(email: string, name: string) {
  return admin
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
}

/**
 * Signs `email` in on the open page by storing the session the SDK keeps in localStorage;
 * returns the customer's own client.
 */
export async function signIn(page: Page, email: string): Promise<PocketBase> {
  const client = new PocketBase(server.url);
  const auth = await client.collection("users").authWithPassword(email, PASSWORD);
  await page.evaluate(
    (value) => localStorage.setItem("pocketbase_auth", value),
    JSON.stringify({ token: auth.token, record: auth.record }),
  );
  return client;
}

/**
 * A phone-width page on the file's own server, its service worker in control (so it works
 * offline), signed in as `email`; `customer` is that customer's own client.
 */
export async function signedInPhone(email: string) {
  const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
  await page.goto(`${server.url}/home`);
  await waitForServiceWorker(page);
  const customer = await signIn(page, email);
  return { context, page, customer };
}

/** The screen as a shopper reads it, its data in: the benches wait for it too. */
export { screenSettled } from "../../scripts/lib/chromium.mjs";

/** The device's outbox as stored, each item's next try in ms from now: what a stuck wait needs. */
export function outboxRows(page: Page) {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("outbox").objectStore("outbox").getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(
              (read.result as Record<string, unknown>[]).map((item) => ({
                kind: item.kind,
                state: item.state,
                attempts: item.attempts,
                nextTryInMs: Number(item.nextAttemptAt) - Date.now(),
                needsSignIn: item.needsSignIn,
                error: item.error,
              })),
            );
          };
        };
      }),
    DB_NAME,
  );
}

/**
 * Waits for something the outbox's delivery shows; when it does not come, the error carries the
 * outbox's items, so a failure on a slow machine says whether a step waited, failed or was lost.
 */
export async function afterDelivery(page: Page, shown: () => Promise<unknown>) {
  try {
    await shown();
  } catch (error) {
    const rows = await outboxRows(page).catch((reason: unknown) => String(reason));
    throw new Error(`${String(error)}\nthe device's outbox: ${JSON.stringify(rows, null, 1)}`);
  }
}

/**
 * Waits for the app's own product cards: the server draws cards into the first HTML too
 * (pb_hooks/lib/page-shell.js), which have no working button and are replaced moments later.
 */
export function appCardsReady(page: Page) {
  return page.locator("main .product-card button.add-button__button").first().waitFor();
}

/** Opens a product's page and adds it to the cart once. */
export async function addToCart(page: Page, productId: string) {
  await page.goto(`${server.url}/product-details?id=${productId}`);
  // a product with a choice opens with none chosen (a no-returns shop): its button asks for one
  // ("Choose a size"), so choose the first option as a shopper would before adding
  const button = page.getByRole("button", { name: /add to cart|^choose an? /i }).first();
  if (/^choose/i.test((await button.textContent())?.trim() ?? "")) {
    await page.locator("main input[type=radio]").first().check({ force: true });
  }
  await page
    .getByRole("button", { name: /add to cart/i })
    .first()
    .click();
}
