/**
 * Prices of products with options in Chromium: the card and the page it opens say the same, and
 * a struck price and saving show only beside the option they are for (src/shared/product-price.ts).
 * Its own server: one product's options change so that none is at its old price.
 */
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, WIDTHS } from "./browser";
import { admin, appCardsReady, browser, SCREENS, server, withOwnServer } from "./fixture";

let snail: RecordModel;
let camellia: RecordModel;

withOwnServer({ demo: true });

beforeAll(async () => {
  snail = await admin.collection("products").getFirstListItem('name ~ "Snail Mucin"');
  camellia = await admin.collection("products").getFirstListItem('name = "Camellia Cleansing Oil"');
  // price 4850, regular 5900, "Save 18%": neither option costs 4850 any more, so the server
  // prices it at its first option's (pb_hooks/products.pb.js); the owner drops the old saving
  await admin.collection("products").update(camellia.id, {
    stripePrice: 0,
    discount: "",
    options: [
      { label: "150 ml", value: 5200 },
      { label: "200 ml", value: 5950 },
    ],
  });
});

const card = (page: Page, id: string) => page.locator(`main [data-product-id="${id}"]`).first();
const pagePrice = (page: Page) => page.locator(".details__price");
/** What the element says, one space between its parts. */
const said = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ").trim();

describe.each(WIDTHS)("option prices on a %s", (name, viewport) => {
  it("Snail Mucin: the page says the card's LKR 6,900 and its saving, chooses no option, and 100 ml keeps them; 50 ml shows its own price alone", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/search?query=snail`);
    await appCardsReady(page);
    const snailCard = card(page, snail.id);
    expect(await said(snailCard.locator(".price"))).toBe("LKR 6,900 Regular price LKR 8,500");
    expect(await snailCard.locator(".flag--sale").innerText()).toBe("Save 19%");

    await snailCard.getByRole("link", { name: snail.name }).click();
    await page.waitForURL(/product-details/);
    await expect
      .poll(() => said(pagePrice(page)))
      .toBe("LKR 6,900 Regular price LKR 8,500 Save 19%");
    // no returns: the shopper chooses (src/features/catalogue/option-choice.ts)
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
    await page.getByText("100 ml", { exact: true }).click();
    expect(await said(pagePrice(page))).toBe("LKR 6,900 Regular price LKR 8,500 Save 19%");
    await page.screenshot({ path: path.join(SCREENS, `option-price-headline-${name}.png`) });

    await page.getByText("50 ml", { exact: true }).click();
    await expect.poll(() => said(pagePrice(page))).toBe("LKR 4,200");
    expect(await pagePrice(page).locator("s, .flag").count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, `option-price-other-${name}.png`) });
    await context.close();
  });

  it("no option at the old price: the price follows the first option, on the card, the server's card and the page", async () => {
    const url = `${server.url}/products?category=${camellia.category}&sub=${camellia.subcategory}`;
    // the server's first screen says the same as the app
    const html = await (await fetch(url)).text();
    const drawn = html.slice(html.indexOf(`data-product-id="${camellia.id}"`));
    const drawnCard = drawn.slice(0, drawn.indexOf("</article>"));
    expect(drawnCard).toContain('<span class="price__now">LKR 5,200</span>');
    expect(drawnCard).not.toContain("price__from");
    expect(drawnCard).not.toContain("price__was");
    expect(drawnCard).not.toContain("flag--sale");

    const { context, page } = await openPage(browser, viewport);
    await page.goto(url);
    await appCardsReady(page);
    const camelliaCard = card(page, camellia.id);
    expect(await said(camelliaCard.locator(".price"))).toBe("LKR 5,200");
    expect(await camelliaCard.locator(".flag--sale").count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, `option-price-from-${name}.png`) });

    await camelliaCard.getByRole("link", { name: "Camellia Cleansing Oil" }).click();
    // no size chosen for the shopper: the page says the card's price until a choice
    await expect.poll(() => said(pagePrice(page))).toBe("LKR 5,200");
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
    await page.getByText("200 ml", { exact: true }).click();
    expect(await said(pagePrice(page))).toBe("LKR 5,950");
    await context.close();
  });
});
