/**
 * Real headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core.
 * Each test gets a fresh context: its own storage, service worker and offline switch.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Both widths the shop is checked at, named, for `describe.each` and screenshot loops. */
export const WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

/** The worker's browser and its flags: scripts/lib/chromium.mjs says which, and why. */
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchChromium as launchBrowser,
  PLAYWRIGHT_DISABLED_FEATURES,
} from "../../scripts/lib/chromium.mjs";

/**
 * A page in a context of its own. Its service worker is blocked unless the test asks for it
 * (`serviceWorker: true`: offline, updates, push): installing it precaches the whole app, which
 * took 3.4 of a first visit's 7.6 CPU-seconds, and CI has two cores for every test.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  { serviceWorker = false }: { serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    serviceWorkers: serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the page speaks `code`: its `<html lang>`, which the app sets with its texts. */
export function waitForLanguage(page: Page, code: string) {
  return page.waitForFunction((language) => document.documentElement.lang === language, code);
}
