/** Header behaviour in real Chromium against the production build and a real PocketBase. */
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import PocketBase from "pocketbase";
import { describe, expect, inject, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

/** Creates a customer through the superuser API and returns the SDK's stored auth for it. */
async function signedInAuth(name: string): Promise<{ stored: string }> {
  const admin = new PocketBase(appUrl);
  await admin
    .collection("_superusers")
    .authWithPassword(inject("adminEmail"), inject("adminPassword"));
  const email = `header-${randomUUID().slice(0, 8)}@example.com`;
  const password = "correct-horse-42";
  await admin.collection("users").create({ email, password, passwordConfirm: password, name });
  const user = new PocketBase(appUrl);
  const auth = await user.collection("users").authWithPassword(email, password);
  // The SDK's LocalAuthStore format, under its default localStorage key.
  return { stored: JSON.stringify({ token: auth.token, record: auth.record }) };
}

async function openSignedIn(viewport: { width: number; height: number }, stored: string) {
  const { context, page } = await openPage(browser, viewport);
  await context.addInitScript((value) => {
    localStorage.setItem("pocketbase_auth", value);
  }, stored);
  return { context, page };
}

const header = (page: Page) => page.locator("header.site-header");

/**
 * Records the scripts the page's main thread requests. The page's own DevTools session is
 * asked, not Playwright's request events or Resource Timing: both also list what the sync
 * worker fetches, and the worker is meant to fetch the SDK.
 */
async function recordPageScripts(context: BrowserContext, page: Page): Promise<string[]> {
  const scripts: string[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on("Network.requestWillBeSent", (event) => {
    const path = new URL(event.request.url).pathname;
    if (path.endsWith(".js")) scripts.push(path);
  });
  await cdp.send("Network.enable");
  return scripts;
}
const SDK_CHUNK = /^\/assets\/pocketbase-[^/]+\.js$/;

describe("header", () => {
  it("greets a signed-in customer by the first word of the name, with profile links", async () => {
    const { stored } = await signedInAuth("Nimali Perera");
    const { context, page } = await openSignedIn(DESKTOP, stored);
    await page.goto(`${appUrl}/about`);
    const actions = header(page).locator(".site-header__actions");
    await expect.poll(() => actions.textContent()).toContain("Hi, Nimali");
    expect(await actions.textContent()).not.toContain("Perera");
    await expect.poll(() => actions.getByRole("link", { name: "My Profile" }).count()).toBe(1);
    expect(await actions.getByRole("link", { name: "My Orders" }).count()).toBe(1);
    expect(await actions.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await context.close();
  });

  it("loads no PocketBase SDK on a guest's first visit, in the page or the sync worker; a stored session greets, then loads it", async () => {
    const guest = await openPage(browser, DESKTOP);
    const scripts = await recordPageScripts(guest.context, guest.page);
    // Playwright's page events include the sync worker's requests (the page's CDP session not)
    const withWorker: string[] = [];
    guest.page.on("request", (request) => withWorker.push(new URL(request.url()).pathname));
    await guest.page.goto(`${appUrl}/home`, { waitUntil: "networkidle" });
    // the cards come from the worker's sync, so the worker has read the catalogue by now
    await guest.page.locator(".product-card").first().waitFor();
    await header(guest.page).getByRole("link", { name: "Sign In" }).first().waitFor();
    expect(scripts.some((path) => path.startsWith("/assets/main-"))).toBe(true);
    expect(scripts.filter((path) => SDK_CHUNK.test(path))).toEqual([]);
    expect(withWorker).toContain("/sync-worker.js");
    expect(withWorker).toContain("/api/realtime");
    expect(withWorker.filter((path) => SDK_CHUNK.test(path))).toEqual([]);
    await guest.context.close();

    const { stored } = await signedInAuth("Kasun Silva");
    const { context, page } = await openSignedIn(DESKTOP, stored);
    const signedInScripts = await recordPageScripts(context, page);
    await page.goto(`${appUrl}/home`);
    await header(page).getByText("Hi, Kasun").first().waitFor();
    await expect.poll(() => signedInScripts.filter((path) => SDK_CHUNK.test(path)).length).toBe(1);
    await context.close();
  });

  it("shows Sign In and Register to guests", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/about`);
    const actions = header(page).locator(".site-header__actions");
    await actions.getByRole("link", { name: "Sign In" }).waitFor();
    await actions.getByRole("link", { name: "Register" }).click();
    await page.waitForURL(/\/register$/);
    await context.close();
  });

  it("ignores a blank search and searches a real query", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/about`);
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("   ");
    await box.press("Enter");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // a fixed wait to prove that nothing happens: a blank search must not navigate
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/about");
    await box.fill("  bag ");
    await box.press("Enter");
    await page.waitForURL(/\/search\?query=bag$/);
    await context.close();
  });

  it("shows the cart count in the cart link's name and badge", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/about`);
    await header(page).getByRole("link", { name: "Cart, 0 items" }).waitFor();
    expect(await header(page).locator(".cart-link .badge").count()).toBe(0);
    await context.close();
  });

  it("at 390 px folds nav and account into a menu that opens, navigates and closes", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/home`);
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "About" }).isVisible()).toBe(false);
    // the phone search is visible without opening the menu
    expect(await page.getByRole("searchbox", { name: "Search products" }).isVisible()).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await nav.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Menu",
    );

    await toggle.click();
    await nav.getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "About" }).isVisible()).toBe(false);

    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });

  it("shows the support number and a current announcement in the top bar", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/home`);
    const topBar = page.locator(".top-bar");
    await expect.poll(() => topBar.textContent()).toMatch(/\+94/);
    const announcement = await topBar.locator(".top-bar__announcement").textContent();
    expect([
      "100% authentic goods, bought abroad by us",
      "Delivery across Sri Lanka in 7-10 working days",
    ]).toContain(announcement);
    // The free-shipping promotion ended on 8 November 2026, so it is never rotated in: the bar
    // is watched until it has rotated (every 5 s) to the other current announcement.
    const shown: string[] = [];
    const next = async () => {
      shown.push((await topBar.textContent()) ?? "");
      return topBar.locator(".top-bar__announcement").textContent();
    };
    await expect.poll(next, { timeout: 15_000 }).not.toBe(announcement);
    expect(shown.filter((text) => text.includes("Free shipping"))).toEqual([]);
    await context.close();
  });
});
