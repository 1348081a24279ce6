/**
 * The search box answers each keystroke before the results are drawn (they follow in a
 * background render): fast typing on a slow phone loses no letter, the URL follows the box, and
 * a query that comes from elsewhere (the header's search, Back) replaces what the box shows.
 */
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

describe("typing in search", () => {
  it("keeps every letter typed fast on a slow phone, and follows a query from elsewhere", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/search`);
    const box = page.locator("input.search__input");
    await box.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // no pause between keys: the URL's echo of an early letter arrives after later letters
    await box.pressSequentially("moisturizer");
    await page.waitForURL(/query=moisturizer$/);
    await expect.poll(() => box.inputValue()).toBe("moisturizer");
    await page.getByRole("heading", { name: "Hyaluronic Water Gel Moisturiser" }).waitFor();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    // the header's search leads to the same screen with another query
    const header = page.locator("#site-search");
    await header.fill("snaks");
    await header.press("Enter");
    await page.waitForURL(/query=snaks$/);
    await expect.poll(() => box.inputValue()).toBe("snaks");
    await page.getByRole("heading", { name: "Spicy Ramen Snack" }).waitFor();

    await page.goBack();
    await page.waitForURL(/query=moisturizer$/);
    await expect.poll(() => box.inputValue()).toBe("moisturizer");
    await page.getByRole("heading", { name: "Hyaluronic Water Gel Moisturiser" }).waitFor();
    await context.close();
  });

  it("draws every card of a long result list, and Show more adds the next where the shopper is", async () => {
    const { context, page } = await openPage(browser, PHONE);
    // a new list draws six cards, then the rest while the page is idle (use-growing-list.ts)
    await page.goto(`${appUrl}/search?query=a`);
    const count = page.locator("main p[role=status]").filter({ hasText: /^\d+ products$/ });
    await count.waitFor();
    const total = Number.parseInt((await count.textContent()) ?? "", 10);
    expect(total).toBeGreaterThan(48);
    const cards = page.locator("main .product-card");
    await expect.poll(() => cards.count()).toBe(48);

    const more = page.getByRole("button", { name: "Show more" });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await more.click();
    await expect.poll(() => cards.count()).toBe(Math.min(total, 96));
    // the cards already seen stay where they were: the page did not start over at the top
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });
});
