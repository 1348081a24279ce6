/**
 * Accessibility in real Chromium: axe-core on every route at phone and desktop width, and a
 * keyboard-only walk (Tab and Enter) from home to the cart with a visible focus at every stop.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { seriousViolations } from "./axe";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, screenSettled, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

const ROUTES = [
  "/home",
  "/products",
  "/product-details?id=",
  "/search?query=bag",
  "/cart",
  "/login",
  "/register",
  "/checkout",
  "/order-success?orderId=ORDER-ABC123",
  "/profile",
  "/about",
  "/contact",
  "/custom-request",
  "/faq",
  "/doc?query=tac",
  "/doc",
  "/returns",
];

/** A product that exists, so the details route is audited with its content. */
async function firstProductId(): Promise<string> {
  const res = await fetch(`${appUrl}/api/collections/products/records?perPage=1&fields=id`);
  const id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error("the test server has no products");
  return id;
}

/** Registers a customer through the API and signs the page in through the login screen. */
async function signIn(page: Page, width: number): Promise<void> {
  const email = `a11y-${width}-${Date.now()}@example.com`;
  const password = "a11y-password-1";
  const res = await fetch(`${appUrl}/api/collections/users/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Ayesha Perera", email, password, passwordConfirm: password }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  await page.goto(`${appUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/home$/);
}

for (const viewport of [PHONE, DESKTOP]) {
  describe(`axe-core at ${viewport.width} px`, () => {
    let page: Page;
    let productId: string;
    beforeAll(async () => {
      ({ page } = await openPage(browser, viewport));
      productId = await firstProductId();
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const route of ROUTES) {
      it(`${route}: no serious or critical violations, no sideways scroll`, async () => {
        if (route === "/profile") await signIn(page, viewport.width);
        const path = route === "/product-details?id=" ? `${route}${productId}` : route;
        await page.goto(`${appUrl}${path}`);
        await page.locator("footer").waitFor();
        // The screen audited is the one named, with its content: signed in, with a product.
        if (route === "/profile") {
          expect(new URL(page.url()).pathname).toBe("/profile");
          await page.getByText("Ayesha Perera").first().waitFor();
        }
        if (path.startsWith("/product-details")) {
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await page
            .getByRole("button", { name: /Add to Cart|Out of Stock/ })
            .first()
            .waitFor();
        }
        // axe sees the screen as a shopper does, its data in
        await screenSettled(page);
        expect(await seriousViolations(page)).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}

/** What the focused element is, and whether the focus can be seen (outline or ring). */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const parentStyle = el.parentElement ? getComputedStyle(el.parentElement) : undefined;
    const ring = (s: CSSStyleDeclaration | undefined) =>
      !!s && ((s.outlineStyle !== "none" && s.outlineWidth !== "0px") || s.boxShadow !== "none");
    return {
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
      href: el.getAttribute("href"),
      disabled: (el as HTMLButtonElement).disabled === true,
      // a search field shows its ring on the wrapping form (:focus-within)
      visible: ring(style) || ring(el.closest("form") ? parentStyle : undefined),
    };
  });
}

describe("keyboard only", () => {
  it("walks from home to a product's Add to Cart and then to the cart with Tab and Enter", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/home`);
    await page
      .getByRole("button", { name: /^Add to Cart/ })
      .first()
      .waitFor();

    // A card for a product with options opens its details instead, where the walk goes
    // on to the details screen's own Add to Cart.
    const cartCount = () =>
      page
        .locator("header .cart-link")
        .getAttribute("aria-label")
        .then((l) => l ?? "");
    let added = false;
    const invisible: string[] = [];
    for (let step = 0; step < 200 && !added; step++) {
      await page.keyboard.press("Tab");
      const focus = await focusState(page);
      if (!focus) continue;
      if (!focus.visible) invisible.push(focus.name);
      if (/^Add to Cart/.test(focus.name) && !focus.disabled) {
        const from = page.url();
        await page.keyboard.press("Enter");
        // Enter either adds (the cart link's name changes) or opens the product's details
        await page
          .waitForFunction(
            (url) =>
              location.href !== url ||
              document.querySelector("header .cart-link")?.getAttribute("aria-label") ===
                "Cart, 1 item",
            from,
            { timeout: 2_000 },
          )
          .catch(() => {}); // neither: the walk goes on tabbing, as a keyboard user would
        added = (await cartCount()) === "Cart, 1 item";
      }
    }
    expect(added).toBe(true);
    // the confirmation is a toast in a polite live region, gone after its 4000 ms
    // the cart link's count answers in its own frame, the toast after it (add-button.tsx)
    const toast = page.getByRole("status").filter({ hasText: "added to cart" });
    await toast.first().waitFor();
    expect(await toast.count()).toBe(1);
    const shown = Date.now();
    await expect.poll(() => toast.count(), { timeout: 5_500 }).toBe(0);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(3_000);

    // keep tabbing (wrapping to the top of the page) until a cart link is focused
    let atCart = false;
    for (let step = 0; step < 200 && !atCart; step++) {
      await page.keyboard.press("Tab");
      const focus = await focusState(page);
      if (!focus) continue;
      if (!focus.visible) invisible.push(focus.name);
      atCart = focus.href === "/cart";
    }
    expect(atCart).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cart$/);
    expect(invisible).toEqual([]);
    await context.close();
  });
});

describe("modals", () => {
  it("moves focus into the terms dialog, closes on Escape and gives focus back", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/register`);
    const opener = page.getByRole("button", { name: "Terms of Service" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Terms and Conditions" });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await dialog.textContent()).toContain("seven working days");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
