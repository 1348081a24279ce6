import type { Page } from "playwright-core";

/** Resolves once the service worker controls the page (precache complete, offline-ready). */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000) {
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: timeoutMs,
    })
    .catch((error: unknown) => {
      throw new Error("the service worker never took control of the page", { cause: error });
    });
}
