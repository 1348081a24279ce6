/** Content screens (FAQ, Doc, About, Returns) and footer links in real Chromium. */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = inject("appUrl");

withBrowser();

async function expandedStates(page: Page): Promise<string[]> {
  return page
    .locator(".accordion__button")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") ?? ""));
}

describe("FAQ", () => {
  it("has 11 questions, the first open at start, and at most one open", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/faq`);
    await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    const questions = page.locator(".accordion__button");
    expect(await questions.count()).toBe(11);
    expect(await expandedStates(page)).toEqual(["true", ...Array(10).fill("false")]);
    const first = questions.nth(0);
    const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toMatch(/authentic|brand stores/i);

    // opening another closes the first
    await page.getByRole("button", { name: "How long does delivery take?" }).click();
    expect(await expandedStates(page)).toEqual(["false", "true", ...Array(9).fill("false")]);
    expect(await panel.isVisible()).toBe(false);
    expect(await page.getByText("7-10 working days from the day").isVisible()).toBe(true);

    // clicking the open one closes it: none open
    await page.getByRole("button", { name: "How long does delivery take?" }).click();
    expect(await expandedStates(page)).toEqual(Array(11).fill("false"));

    // the keyboard works too
    await questions.nth(9).focus();
    await page.keyboard.press("Enter");
    expect((await expandedStates(page))[9]).toBe("true");
    expect(await page.getByText("seven working days").first().isVisible()).toBe(true);
    await context.close();
  });

  it("links to the contact page", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/faq`);
    await page.locator("main").getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL(/\/contact$/);
    await context.close();
  });
});

describe("Doc", () => {
  it("shows the 12 terms sections for ?query=tac", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/doc?query=tac`);
    await page.getByRole("heading", { level: 1, name: "Terms and conditions" }).waitFor();
    const sections = page.locator(".doc-section h2");
    expect(await sections.count()).toBe(12);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const phrase of ["pre-order", "18 years", "LKR", "7-10 working days", "refunds"]) {
      expect(text).toContain(phrase);
    }
    expect(text).toMatch(/laws of Sri Lanka and Malaysia/);
    expect(await page.title()).toBe("Terms and conditions | Island Imports");
    await context.close();
  });

  it("shows a real privacy policy for any other query or none", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    for (const url of [`${appUrl}/doc`, `${appUrl}/doc?query=privacy`, `${appUrl}/doc?query=x`]) {
      await page.goto(url);
      await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).toContain("What we collect");
      expect(text).toMatch(/account/i);
      expect(text).toMatch(/orders/i);
      expect(text).toMatch(/messages/i);
      expect(text).toContain("PocketBase server");
      expect(text).toContain("IndexedDB");
      expect(text).toContain("How long we keep it");
      expect(text).toMatch(/delete/i);
      expect(text).not.toMatch(/lorem ipsum/i);
      // What the cart does (tests/unit/cart-storage.test.ts): it stays when the tab closes.
      expect(text.replace(/\s+/g, " ")).toContain(
        "stays in the browser's local storage on this device",
      );
      expect(text).not.toContain("session storage");
      expect(text).not.toContain("close the tab");
    }
    await context.close();
  });
});

describe("About and Returns", () => {
  it("tell the shop's story and the no-returns, damaged-goods rule", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/about`);
    await page.getByRole("heading", { name: "Our mission" }).waitFor();
    expect(await page.title()).toBe("About us | Island Imports");
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(
      "About us | Island Imports",
    );
    await page.goto(`${appUrl}/returns`);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("No returns or refunds");
    expect(text).toContain("seven working days");
    expect(text).toMatch(/unboxing video/);
    await context.close();
  });
});

describe("footer", () => {
  // the catalogue's categories (docs/decisions/0033-every-category-one-tap-away.md), each opening
  // its products
  const category = /\/products\?category=[a-z0-9]{15}$/;
  const cases: [string, RegExp][] = [
    ["Skin Care", category],
    ["Cosmetics", category],
    ["Shoes", category],
    ["Bags", category],
    ["Action Figures", category],
    ["Snacks", category],
    ["All categories", /\/products$/],
    ["Contact", /\/contact$/],
    ["FAQ", /\/faq$/],
    ["Terms and conditions", /\/doc\?query=tac$/],
    ["Privacy policy", /\/doc\?query=privacy$/],
    ["Returns", /\/returns$/],
  ];

  it("links to the categories, help pages and legal docs", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/about`);
    const footer = page.locator("footer");
    for (const [name, url] of cases) {
      await footer.getByRole("link", { name, exact: true }).click();
      await page.waitForURL(url);
    }
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain("Open Daily 8am-7pm IST");
    expect(text).toMatch(/\+94/);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    await context.close();
  });
});
