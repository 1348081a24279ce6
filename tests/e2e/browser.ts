/**
 * Real headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core.
 * Each test gets a fresh context: its own storage, service worker and offline switch.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Both widths the shop is checked at, named, for `describe.each` and screenshot loops. */
export const WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches). Chromium reads only
 * the last `--disable-features` it is given, so CHROMIUM_ARGS repeats these beside its own;
 * tests/e2e/browser-flags.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
];

/**
 * Chromium's flags for the tests. Headless Chromium is the whole browser: each new context opens
 * a window, and each window preloads its omnibox's dropdown (chrome://omnibox-popup.top-chrome/
 * and its AI-mode page) in a renderer of its own that nobody sees. That renderer cost 1.2 of a
 * new context's 1.5 CPU-seconds on the 2-core machine, before the test's page loaded anything.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

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
