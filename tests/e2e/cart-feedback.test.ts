/**
 * Feedback that does not pile up or trap: repeated adds update one toast, removing a line or
 * clearing the cart offers Undo, and cart lines link to their product.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, WIDTHS } from "./browser";
import { browser, SCREENS, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

/** Opens the details of a product without options (its card adds directly). */
async function openPlainProduct(page: Page) {
  await page.goto(`${appUrl}/search?query=bag`);
  const card = page.locator(".product-card", { has: page.locator('button[title="Add to Cart"]') });
  const id = await card.first().getAttribute("data-product-id");
  await page.goto(`${appUrl}/product-details?id=${id}`);
  return id;
}

const toasts = (page: Page) => page.locator(".toast").allTextContents();

describe.each(WIDTHS)("cart feedback on a %s", (name, viewport) => {
  it("updates one add toast, offers Undo on remove and clear, and links lines to products", async () => {
    const { context, page } = await openPage(browser, viewport);
    const id = await openPlainProduct(page);
    const add = page.locator('main button[title="Add to Cart"]').first();
    for (let i = 0; i < 3; i++) await add.click();
    await expect
      .poll(() => toasts(page))
      .toEqual([expect.stringMatching(/added to cart \(3 in cart\)$/)]);

    await page.goto(`${appUrl}/cart`);
    const lineName = page.locator(".cart-line__name a");
    const productName = (await lineName.textContent()) ?? "";
    await page.getByRole("button", { name: `Remove ${productName}` }).click();
    await page.getByText("Your cart is empty").waitFor();
    await page
      .locator(".toast")
      .filter({ hasText: `Removed ${productName}` })
      .waitFor();
    await page.screenshot({ path: path.join(SCREENS, `cart-undo-${name}.png`) });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => page.locator(".stepper__value").textContent()).toBe("3");

    await page.getByRole("button", { name: "Clear cart" }).click();
    await page.getByText("Your cart is empty").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => lineName.count()).toBe(1);

    await lineName.click();
    await page.waitForURL((url) => url.searchParams.get("id") === id);
    await context.close();
  });
});
