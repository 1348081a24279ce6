/**
 * The one headless Chromium that the e2e tests, the benches and the owner's guide's screenshots
 * drive: Debian's /usr/bin/chromium (CHROMIUM_PATH elsewhere) through playwright-core, with the
 * same flags everywhere, so that a bench measures what the tests run.
 */
import { chromium } from "playwright-core";

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
 * Chromium's flags, for `launchChromium()` and for the tests' persistent profiles. Headless
 * Chromium is the whole browser: each new context opens a window, and each window preloads its
 * omnibox's dropdown (chrome://omnibox-popup.top-chrome/ and its AI-mode page) in a renderer of
 * its own that nobody sees. That renderer cost 1.2 of a new context's 1.5 CPU-seconds on a
 * 2-core machine, before the page loaded anything, and it competes with the page a bench
 * measures for the second core. The last four keep a profile quiet: no QUIC, first-run,
 * component updates or sync.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits for the screen as a shopper reads it once its data is in: the app has replaced the
 * server's first screen (`data-boot-shell`, `data-page-shell`) and no part of it still waits for
 * its records (a placeholder, a grid or a server-drawn part says `aria-busy="true"`).
 * @param {import("playwright-core").Page} page
 * @param {{ polling?: number | "raf", timeout?: number }} [options]
 */
export function screenSettled(page, options = {}) {
  return page.waitForFunction(
    () => !document.querySelector('[data-boot-shell], [data-page-shell], [aria-busy="true"]'),
    null,
    options,
  );
}
