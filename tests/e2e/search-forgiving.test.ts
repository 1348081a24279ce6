/**
 * Forgiving search on /search over the demo catalogue: a typo or another spelling still finds
 * products, and a query that finds nothing offers close words and a custom request.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, WIDTHS } from "./browser";
import { browser, SCREENS, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

const cardNames = (page: Page) => page.locator(".product-card__name").allInnerTexts();

describe.each(WIDTHS)("forgiving search on a %s", (name, viewport) => {
  it("finds products for another spelling and for a typo typed letter by letter", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/search?query=moisturizer`);
    await page
      .getByRole("status")
      .filter({ hasText: /products?$/ })
      .waitFor();
    // the product named Moisturiser first, then the rest of the Moisturisers subcategory, which
    // joins it once the forgiving index is built (in slices: later on a busy machine)
    await expect.poll(() => cardNames(page)).toContain("Ceramide Barrier Cream 50 ml");
    const names = await cardNames(page);
    expect(names[0]).toBe("Hyaluronic Water Gel Moisturiser");
    await page.screenshot({ path: path.join(SCREENS, `search-spelling-${name}.png`) });

    const box = page.locator("input.search__input");
    await box.fill("");
    await box.pressSequentially("snaks");
    await page.waitForURL(/query=snaks$/);
    await page.getByRole("heading", { name: "Spicy Ramen Snack" }).waitFor();
    expect(await cardNames(page)).toContain("Honey Butter Potato Chips");
    await page.screenshot({ path: path.join(SCREENS, `search-snaks-${name}.png`) });
    await context.close();
  });

  it("suggests close words and a custom request when nothing matches", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/search?query=${encodeURIComponent("snail lipstik")}`);
    await page.getByText("No products match “snail lipstik”.").waitFor();
    const suggestions = page.getByRole("navigation", { name: "Suggestions" });
    await suggestions.getByRole("link", { name: "Lipstick" }).waitFor();
    await suggestions.getByRole("link", { name: "Snail" }).waitFor();
    const request = page.getByRole("link", { name: "Custom request" });
    await request.waitFor();
    await page.screenshot({ path: path.join(SCREENS, `search-empty-${name}.png`) });

    await suggestions.getByRole("link", { name: "Lipstick" }).click();
    await page.waitForURL(/query=Lipstick$/);
    await page.getByRole("heading", { name: "Velvet Matte Lipstick" }).waitFor();
    await page.goBack();
    await page.getByRole("link", { name: "Custom request" }).click();
    await page.waitForURL(/\/custom-request$/);
    await context.close();
  });

  it("invents nothing for a word of its own, and reads past emoji and punctuation", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/search?query=nike`);
    await page.getByText("No products match “nike”.").waitFor();
    // no shop word is close enough: nothing is offered in its place (decisions/0160)
    await page.getByRole("link", { name: "Custom request" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Suggestions" }).count()).toBe(0);
    expect(await cardNames(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, `search-nike-${name}.png`) });

    await page.goto(`${appUrl}/search?query=${encodeURIComponent("lipstik 💄!")}`);
    await page.getByRole("heading", { name: "Velvet Matte Lipstick" }).waitFor();
    expect(await cardNames(page)).toEqual(["Velvet Matte Lipstick"]);
    await context.close();
  });

  it("finds descriptions, synonyms and Sinhala and Tamil words", async () => {
    const { context, page } = await openPage(browser, viewport);
    for (const query of ["sunscreen", "sun block"]) {
      await page.goto(`${appUrl}/search?query=${encodeURIComponent(query)}`);
      await page.getByRole("heading", { name: "Rice Water Foaming Cleanser 150 ml" }).waitFor();
      const names = await cardNames(page);
      expect(names.slice(0, 2)).toContain("Daily Airy Sun Fluid SPF 50+");
      expect(names).toContain("Camellia Cleansing Oil");
    }
    await page.screenshot({ path: path.join(SCREENS, `search-sun-block-${name}.png`) });
    await page.goto(`${appUrl}/search?query=${encodeURIComponent("ලිප්ස්ටික්")}`);
    await page.getByRole("heading", { name: "Velvet Matte Lipstick" }).waitFor();
    expect((await cardNames(page))[0]).toBe("Velvet Matte Lipstick");
    await page.goto(`${appUrl}/search?query=${encodeURIComponent("பை")}`);
    await page.getByRole("heading", { name: "Mini Crossbody Bag" }).waitFor();
    expect(await cardNames(page)).not.toContain("Nordfjell Chelsea Boot");
    await context.close();
  });
});
