/**
 * The whole purchase in real Chromium against the production build served by PocketBase:
 * guest cart -> Register to Checkout -> register -> checkout -> order success -> profile.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE } from "./browser";
import { fillAddress } from "./checkout-steps";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

/** Adds the first product that can be added; products with options are added from details. */
async function addSomethingToCart(page: Page) {
  await page.goto(`${appUrl}/search?query=bag`);
  const add = page.locator('button[title="Add to Cart"]').first();
  await add.waitFor();
  await add.click();
  if (page.url().includes("/product-details")) {
    // no option is chosen for the shopper: they pick one, as a shopper does
    await page.locator(".details__options input").first().check();
    await page.locator('button[title="Add to Cart"]').first().click();
  }
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart") ?? "[]")).not.toBe("[]");
}

/** The signed-in user's orders straight from the API, with the page's own session. */
function ordersViaApi(page: Page) {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}") as { token?: string };
    const res = await fetch("/api/collections/orders/records", {
      headers: { authorization: auth.token ?? "" },
    });
    type Stored = { orderNumber: string; total: number; shipping: number };
    return ((await res.json()) as { items: Stored[] }).items;
  });
}

const lkr = (n: number) => `LKR ${new Intl.NumberFormat("en-LK").format(n)}`;

describe("buying as a new customer", () => {
  it("goes from a guest cart through registration and checkout to the profile", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await addSomethingToCart(page);

    await page.goto(`${appUrl}/cart`);
    await page.getByRole("button", { name: "Register to Checkout" }).click();
    await page.waitForURL(/\/register$/);

    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel("Full name").fill("Ruwani Fernando");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("island-pass-42");
    await page.getByLabel("Confirm password").fill("island-pass-42");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page
      .getByText("You must agree to the Terms of Service and Privacy Policy.")
      .first()
      .waitFor();
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Your account has been created successfully!").waitFor();

    // Back to the previous page (the cart) once the toast hides.
    await page.waitForURL(/\/cart$/, { timeout: 10_000 });
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/checkout$/);

    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("You must accept the terms before placing an order.").first().waitFor();
    const delivery = page.getByTestId("delivery-line").locator("dd");
    expect(await delivery.textContent()).toBe("Choose your district");
    await fillAddress(page);
    expect(await page.getByLabel("Postal code").inputValue()).toBe("00300");
    expect(await page.getByLabel("Country").inputValue()).toBe("Sri Lanka");
    const fee = (await delivery.textContent()) ?? "";
    expect(fee).toMatch(/^LKR \d/);
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Place order" }).click();

    await page.waitForURL(/\/order-success\?orderId=ORDER-[A-Z0-9]{6}$/, { timeout: 15_000 });
    await page.getByText("Order placed successfully!").waitFor();
    const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
    expect(await page.getByTestId("order-id").textContent()).toBe(orderId);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");

    const [stored] = await ordersViaApi(page);
    expect(stored?.orderNumber).toBe(orderId);
    // the order stores the fee the checkout showed, and the thank-you page and card show it
    expect(lkr(stored?.shipping ?? -1)).toBe(fee);
    expect(await page.getByTestId("order-delivery").textContent()).toBe(fee);

    await page.getByRole("link", { name: "View My Orders" }).click();
    await page.waitForURL(/\/profile$/);
    // the card heads with the order id: not a toast that names it too, nor the payment panel
    await page.locator(".order-card__id").getByText(orderId).waitFor();
    expect(await page.getByTestId("order-count").textContent()).toBe("1");
    const card = page.locator(".order-card").first();
    expect(await card.textContent()).toContain(lkr(stored?.total ?? -1));
    await card.locator(".order-card__head").click();
    expect(await card.getByTestId("order-delivery").textContent()).toBe(fee);
    await context.close();
  });
});

describe("another customer", () => {
  it("sees none of the first customer's orders, on screen or through the API", async () => {
    const { context, page } = await openPage(browser, PHONE);
    const email = `other-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${appUrl}/register`);
    await page.getByLabel("Full name").fill("Other Shopper");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("other-pass-42");
    await page.getByLabel("Confirm password").fill("other-pass-42");
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Your account has been created successfully!").waitFor();

    await page.goto(`${appUrl}/profile`);
    await page.getByText("You have not placed any orders yet.").waitFor();
    expect(await page.getByTestId("order-count").textContent()).toBe("0");
    expect(await ordersViaApi(page)).toEqual([]);
    await context.close();
  });

  it("sends a visitor from the profile home", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/profile`);
    await page.waitForURL(/\/home$/);
    await context.close();
  });
});
