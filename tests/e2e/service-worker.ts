import type { Page } from "playwright-core";

/**
 * Resolves once the service worker controls the page (precache complete, offline-ready). Asked
 * every 100 ms: asked at every frame (Playwright's default), the page drew frames for nothing
 * while the worker precached, 0.26 CPU-s more a wait, and control came no sooner.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000) {
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      polling: 100,
      timeout: timeoutMs,
    })
    .catch((error: unknown) => {
      throw new Error("the service worker never took control of the page", { cause: error });
    });
}
