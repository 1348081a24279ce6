/**
 * The tests' Chromium flags (scripts/lib/chromium.mjs CHROMIUM_ARGS) still do what they are there for: no new
 * context starts the omnibox dropdown's hidden renderer, and Playwright's own disabled features
 * stay disabled, since Chromium reads only the last `--disable-features` it is given.
 */
import { readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { CHROMIUM_PATH, launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from "./browser";

let open: { close(): Promise<void> } | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** The browser UI's pages of a new context's window (chrome://…), by address. */
async function browserUiOfNewContext(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  await context.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
  await context.close();
  return targetInfos.filter((t) => t.type === "browser_ui").map((t) => t.url);
}

describe("the tests' Chromium", () => {
  it("opens a context without the omnibox dropdown's renderer, which Chromium's defaults start", async () => {
    const plain = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
    open = plain;
    // the cost the flags take away is there without them
    expect(await browserUiOfNewContext(plain)).toContain("chrome://omnibox-popup.top-chrome/");
    await plain.close();

    const browser = await launchBrowser();
    open = browser;
    expect(await browserUiOfNewContext(browser)).toEqual([]);
  });

  it("keeps every feature Playwright disables disabled", async () => {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
    open = server;
    const pid = server.process().pid;
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const playwrights = args
      .filter((arg) => arg.startsWith("--disable-features="))
      .flatMap((arg) => arg.slice("--disable-features=".length).split(","));
    expect(playwrights.length).toBeGreaterThan(0);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...new Set(playwrights)].sort());
  });
});
