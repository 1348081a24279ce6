/**
 * Faults a shopper's browser can meet, in real Chromium against a PocketBase
 * of our own serving a copy of the production build:
 * - the origin's storage quota runs out (lowered through the DevTools protocol) while the
 *   catalogue is kept fresh: a clear message, the cart intact, no submission silently lost;
 * - a new service worker version is deployed while the shopper is half-way through checkout:
 *   a prompt, no reload until they agree, the cart survives the reload they agree to.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OUTBOX_QUOTA_MESSAGE } from "../../src/offline/outbox";
import { QUOTA_MESSAGE } from "../../src/offline/sync-status";
import { CONTACT_SUCCESS } from "../../src/shared/validation/forms";
import { openPage, PHONE } from "./browser";
import { cartOf, deployNewShellRevision, precachedUrls, quotaControl } from "./fault-helpers";
import { admin, appCardsReady, browser, catalogue, dist, server, withOwnServer } from "./fixture";
import { waitForServiceWorker } from "./service-worker";

const QUOTA_BYTES = 4 * 1024 * 1024;
const BULKY_PRODUCTS = 500;

withOwnServer({ copyOfBuild: true, demo: true, testCatalogue: true });

/** Opens the plain test product and adds it once; resolves with the cart's line count. */
async function addPlainProduct(page: Page) {
  await page.goto(`${server.url}/product-details?id=${catalogue.plainId}`);
  const before = (await cartOf(page)).reduce((n, line) => n + line.quantity, 0);
  await page.locator('button[title="Add to Cart"]').first().click();
  await expect
    .poll(async () => (await cartOf(page)).reduce((n, line) => n + line.quantity, 0))
    .toBe(before + 1);
}

type CountingWindow = Window & { toastsSeen?: { count: number } };

/** From now on, counts the toasts saying `message` that appear in the page. */
async function countToasts(page: Page, message: string) {
  await page.evaluate((text) => {
    const seen = new WeakSet<Node>();
    const counter = { count: 0 };
    (window as CountingWindow).toastsSeen = counter;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="alert"] *')) {
        if (seen.has(node) || node.childElementCount || node.textContent !== text) continue;
        seen.add(node);
        counter.count++;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, message);
}

const toastsCounted = (page: Page) =>
  page.evaluate(() => (window as CountingWindow).toastsSeen?.count);

/**
 * Creates `count` products of ~10 KB each (incompressible text), so the device has several
 * megabytes of catalogue to store.
 */
async function bulkyProducts(count: number) {
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () =>
        admin.collection("products").create({
          name: `Bulky ${randomBytes(4).toString("hex")}`,
          category: catalogue.categoryId,
          subcategory: catalogue.subcategoryId,
          price: 1000,
          description: randomBytes(7400).toString("base64"),
        }),
      ),
    );
  }
}

describe("storage quota exhausted", () => {
  // 500 products of 10 KB through the API: minutes on a loaded 2-core machine
  it("says the catalogue was not saved, keeps the cart, and loses no message", {
    timeout: 240_000,
  }, async () => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    try {
      // Chromium reads an origin's quota when IndexedDB is first used there and then counts
      // down its own writes, so the override is made before the first visit: room for the app
      // and the demo catalogue, not for megabytes more.
      const quota = await quotaControl(context, page, server.url);
      await quota.set(QUOTA_BYTES);
      await page.goto(`${server.url}/home`);
      await waitForServiceWorker(page);
      await appCardsReady(page);
      await addPlainProduct(page);
      expect(await quota.usage()).toBeLessThan(QUOTA_BYTES);

      // The shop adds a few megabytes of products: the device runs out of room storing them.
      // The toast shows for a few seconds while the shop is still adding them, so every toast
      // that appears is counted from now on.
      await countToasts(page, QUOTA_MESSAGE);
      await quota.set(1);
      const toast = page.getByRole("alert").getByText(QUOTA_MESSAGE);
      const told = toast.first().waitFor({ timeout: 120_000 });
      await bulkyProducts(BULKY_PRODUCTS);
      await told;
      // Hundreds of writes failed, but the shopper is told once.
      await page.waitForTimeout(2_000);
      expect(await toastsCounted(page)).toBe(1);
      const badge = page.getByRole("status").filter({ hasText: "Not saved" });
      await badge.waitFor();
      expect(await badge.getAttribute("title")).toBe(QUOTA_MESSAGE);

      // The cart is in local storage, outside the IndexedDB quota: it still takes items and keeps them.
      await addPlainProduct(page);
      await badge.waitFor(); // a new page load tries again, and says so again
      await page.reload();
      expect(await cartOf(page)).toEqual([expect.objectContaining({ quantity: 2 })]);

      // A message sent meanwhile cannot be stored: the form says so and keeps the text.
      const subject = `Quota ${Date.now()}`;
      await page.goto(`${server.url}/contact`);
      await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
      await page.getByLabel("Email", { exact: true }).fill("ayesha@example.com");
      await page.getByLabel("Subject", { exact: true }).fill(subject);
      await page.getByLabel("Message", { exact: true }).fill("Written while the disk was full.");
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(OUTBOX_QUOTA_MESSAGE).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel("Subject", { exact: true }).inputValue()).toBe(subject);
      const stored = () =>
        admin
          .collection("inquiries")
          .getList(1, 1, { filter: admin.filter("subject = {:subject}", { subject }) });
      expect((await stored()).totalItems).toBe(0);

      // Space is freed: the same, untouched form goes through, once.
      await quota.clear();
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(CONTACT_SUCCESS).waitFor({ timeout: 15_000 });
      expect((await stored()).totalItems).toBe(1);
      expect(await cartOf(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
    } finally {
      await context.close();
    }
  });
});

describe("a new service worker version during checkout", () => {
  it("asks first, does not reload by itself, and keeps the cart over the agreed reload", async () => {
    const { page, context } = await openPage(browser, PHONE, { serviceWorker: true });
    try {
      await page.goto(`${server.url}/home`);
      await waitForServiceWorker(page);
      await addPlainProduct(page);
      await page.goto(`${server.url}/checkout`);
      await page.getByLabel("Phone", { exact: true }).fill("0771234567");
      await page.getByLabel("Address", { exact: true }).fill("12 Galle Road");
      const cart = await cartOf(page);
      expect(cart).toHaveLength(1);
      let loads = 0;
      page.on("load", () => loads++);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const { old, next } = await deployNewShellRevision(dist);
      const shell = (rev: string) => (urls: string[]) =>
        urls.some((u) => u.includes("index.html") && u.includes(`__WB_REVISION__=${rev}`));
      expect(shell(old)(await precachedUrls(page))).toBe(true);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const prompt = page.getByRole("alertdialog");
      await prompt
        .getByText("A new version of the shop is available.")
        .waitFor({ timeout: 30_000 });
      // The new version waits; the shopper's half-filled form and cart stay as they were.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting)).toBe(
        true,
      );
      // a window for a reload, which must not come
      await page.waitForTimeout(1500);
      expect(loads).toBe(0);
      expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
      expect(page.url()).toBe(`${server.url}/checkout`);
      expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("0771234567");
      expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("12 Galle Road");
      expect(await cartOf(page)).toEqual(cart);

      // The shopper agrees: one reload, the new version in control, the cart still there.
      const reloaded = page.waitForEvent("load");
      await prompt.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting))
        .toBe(false);
      await expect.poll(async () => shell(next)(await precachedUrls(page))).toBe(true);
      expect(shell(old)(await precachedUrls(page))).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(page.url()).toBe(`${server.url}/checkout`);
      expect(await cartOf(page)).toEqual(cart);
      const { name } = await admin.collection("products").getOne(catalogue.plainId);
      await page.getByText(name).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
