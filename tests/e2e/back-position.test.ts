/**
 * Back from a product page puts the shopper where they were in the list they came from: the
 * card they tapped is on screen again, not the footer of a page drawn short and grown after.
 */
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

describe("Back from a product", () => {
  it.each([
    ["search results", "/search?query=a", 30, 48],
    ["All products", "/products?category=all", 10, 12],
  ])("returns to the tapped card in %s", async (_, start, nth, drawn) => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}${start}`);
    const cards = page.locator("main .product-card");
    // every card of the list's first page drawn (use-growing-list.ts draws six, then a dozen
    // at a time)
    await expect.poll(() => cards.count()).toBe(drawn);
    const card = cards.nth(nth);
    await card.scrollIntoViewIfNeeded();
    const name = await card.locator(".product-card__name").textContent();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(PHONE.height);

    await card.locator(".product-card__name a").click();
    await page.getByRole("heading", { level: 1, name: name ?? "" }).waitFor();
    await page.goBack();
    await page.waitForURL(`${appUrl}${start}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    const box = await cards.nth(nth).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    await context.close();
  });
});
