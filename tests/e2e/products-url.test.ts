/**
 * The products screen keeps its category and subcategory in the URL: a link opens that
 * category, a reload keeps it, and Back returns to the previous choice.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./browser";
import { appCardsReady, browser, server, withOwnServer } from "./fixture";

withOwnServer({ demo: true });

const heading = (page: Page) => page.locator("#grid-title").textContent();
const selected = (page: Page) => page.locator(".category-tree__category.is-selected").textContent();

/** the tree's categories, without its All products entry */
const CATEGORIES = ".category-tree__category:not(.category-tree__all)";

describe("products URL", () => {
  it("links, reloads and goes Back to a category and subcategory", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/products`);
    await appCardsReady(page);
    const names = await page.locator(CATEGORIES).allTextContents();
    expect(names.length).toBeGreaterThan(2);
    expect(await selected(page)).toBe(names[0]);

    // Choosing the third category puts it in the URL.
    await page.locator(CATEGORIES).nth(2).click();
    await page.waitForURL(/[?&]category=/);
    expect(await heading(page)).toBe(names[2]);
    const third = new URL(page.url()).searchParams.get("category");

    // A subcategory joins it; a reload keeps both.
    const sub = page.locator(".category-tree__sub").nth(1);
    const subName = await sub.textContent();
    await sub.click();
    await page.waitForURL(/[?&]sub=/);
    const subId = new URL(page.url()).searchParams.get("sub");
    await page.reload();
    await appCardsReady(page);
    // the heading names the category and the subcategory
    expect(await heading(page)).toBe(`${names[2]}: ${subName}`);
    expect(await page.locator(".category-tree__sub.is-selected").textContent()).toBe(subName);

    // Back: the category with All; Back again: the first category.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("sub"));
    expect(await page.locator(".category-tree__sub.is-selected").textContent()).toBe("All");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    expect(await selected(page)).toBe(names[0]);

    // A link straight to the third category opens it.
    await page.goto(`${server.url}/products?category=${third}`);
    await appCardsReady(page);
    expect(await heading(page)).toBe(names[2]);
    expect(await selected(page)).toBe(names[2]);

    // A made-up category falls back to the first, a subcategory that is not an id to All.
    await page.goto(`${server.url}/products?category=nope&sub=${encodeURIComponent('{"a":1}')}`);
    await appCardsReady(page);
    expect(await selected(page)).toBe(names[0]);
    expect(await page.locator(".category-tree__sub.is-selected").textContent()).toBe("All");

    // Folding a category keeps its chosen subcategory in view, and only that one.
    await page.goto(`${server.url}/products?category=${third}&sub=${subId}`);
    await appCardsReady(page);
    await page.locator(".category-tree__category.is-selected").click();
    await expect
      .poll(() => page.locator(".category-tree__sub").allTextContents())
      .toEqual([subName]);
    await context.close();
  });
});
