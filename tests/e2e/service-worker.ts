import type { Page } from "playwright-core";

/** Resolves once the service worker controls the page (precache complete, offline-ready). */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.waitForTimeout(200);
  }
  throw new Error("the service worker never took control of the page");
}
