/**
 * Finding things on a phone: the first products are on the first screen of /products, and a
 * sort, a brand and a price range live in the URL on products and search, so a reload keeps
 * them and Back undoes them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE } from "./browser";
import { appCardsReady, browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();
withBrowser();

const prices = async (page: Page) =>
  (await page.locator(".product-card .price__now").allTextContents()).map((text) =>
    Number(text.replace(/[^0-9]/g, "")),
  );
const brands = (page: Page) => page.locator(".product-card .product-card__brand").allTextContents();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const ascending = (list: number[]) => list.every((n, i) => i === 0 || (list[i - 1] ?? 0) <= n);
const descending = (list: number[]) => list.every((n, i) => i === 0 || (list[i - 1] ?? 0) >= n);

describe("products on a phone", () => {
  it("shows the first product card, price included, on the first 390x844 screen", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const price = await page.locator(".product-card .price").first().boundingBox();
    expect(price).not.toBeNull();
    expect((price?.y ?? 0) + (price?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // The chips choose the category; the heading names category and subcategory.
    const chips = page.locator(".category-chips .chip--category");
    expect(await chips.count()).toBeGreaterThan(2);
    const third = (await chips.nth(2).textContent()) ?? "";
    await chips.nth(2).click();
    await page.waitForURL(/[?&]category=/);
    expect(await page.locator("#grid-title").textContent()).toBe(third);
    const sub = page.locator(".category-chips .chip--sub").nth(1);
    const subName = (await sub.textContent()) ?? "";
    await sub.click();
    await page.waitForURL(/[?&]sub=/);
    expect(await page.locator("#grid-title").textContent()).toBe(`${third}: ${subName}`);
    // Folding the category keeps the chosen subcategory in view.
    await chips.nth(2).click();
    expect(await chips.nth(2).getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator(".category-chips .chip--sub").allTextContents()).toEqual([subName]);
    await context.close();
  });

  it("keeps sort, brand and price range through reload and Back", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const featured = await page.locator(".product-card").first().getAttribute("data-product-id");

    await page.getByLabel("Sort by", { exact: true }).selectOption("price-asc");
    await page.waitForURL(/[?&]sort=price-asc/);
    await expect.poll(async () => ascending(await prices(page))).toBe(true);

    const brandSelect = page.getByLabel("Brand", { exact: true });
    const offered = (await brandSelect.locator("option").allTextContents()).slice(1);
    expect(offered.length).toBeGreaterThan(1);
    const brand = offered[0] ?? "";
    await brandSelect.selectOption(brand);
    await page.waitForURL(/[?&]brand=/);
    await expect.poll(async () => new Set(await brands(page))).toEqual(new Set([brand]));

    await page.reload();
    await appCardsReady(page);
    expect(await page.getByLabel("Sort by", { exact: true }).inputValue()).toBe("price-asc");
    expect(await page.getByLabel("Brand", { exact: true }).inputValue()).toBe(brand);
    expect(new Set(await brands(page))).toEqual(new Set([brand]));
    expect(ascending(await prices(page))).toBe(true);

    // Back: every brand again, still sorted; Back again: the featured order.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("brand"));
    expect(await page.getByLabel("Brand", { exact: true }).inputValue()).toBe("");
    await expect.poll(async () => new Set(await brands(page)).size).toBeGreaterThan(1);
    expect(param(page, "sort")).toBe("price-asc");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("sort"));
    expect(await page.getByLabel("Sort by", { exact: true }).inputValue()).toBe("featured");
    await expect
      .poll(() => page.locator(".product-card").first().getAttribute("data-product-id"))
      .toBe(featured);

    // A price floor: Enter applies it, every price shown is at or above it.
    const floor = [...(await prices(page))].sort((a, b) => a - b)[2] ?? 0;
    await page.getByLabel("Min price", { exact: true }).fill(String(floor));
    await page.getByLabel("Min price", { exact: true }).press("Enter");
    await page.waitForURL(/[?&]min=/);
    await expect.poll(async () => Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(floor);
    await context.close();
  });

  it("sorts and filters search results, kept in the URL beside the query", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/search?query=a`);
    await appCardsReady(page);
    await page.getByLabel("Sort by", { exact: true }).selectOption("price-desc");
    await page.waitForURL(/[?&]sort=price-desc/);
    const brand =
      (await page.getByLabel("Brand", { exact: true }).locator("option").allTextContents()).slice(
        1,
      )[0] ?? "";
    await page.getByLabel("Brand", { exact: true }).selectOption(brand);
    await page.waitForURL(/[?&]brand=/);
    await page.reload();
    await appCardsReady(page);
    expect(param(page, "query")).toBe("a");
    expect(new Set(await brands(page))).toEqual(new Set([brand]));
    expect(descending(await prices(page))).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("brand"));
    await expect.poll(async () => new Set(await brands(page)).size).toBeGreaterThan(1);
    expect(descending(await prices(page))).toBe(true);
    await context.close();
  });
});
