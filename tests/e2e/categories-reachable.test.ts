/**
 * Every category is one tap away: home keeps the spec's tiles and adds one for each other
 * category (with a photo of its products), the header and footer list the catalogue's
 * categories, and /products offers All products. Its own server: the last test adds and
 * switches off categories.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, WIDTHS } from "./browser";
import { admin, appCardsReady, browser, SCREENS, server, withOwnServer } from "./fixture";

const DEMO_ORDER = ["Skin Care", "Cosmetics", "Shoes", "Bags", "Action Figures", "Snacks"];
/** The spec's four searches and its custom request, which stay first. */
const SPEC_TILES = ["Skin care", "Bags", "Shoes", "Cosmetics", "Custom request"];
let byName: Map<string, RecordModel>;

withOwnServer({ demo: true });

beforeAll(async () => {
  const categories = await admin.collection("categories").getFullList();
  byName = new Map(categories.map((c) => [c.name, c]));
});

const idOf = (name: string) => byName.get(name)?.id ?? "";
const tiles = (page: Page) => page.locator(".tiles .tile:not(.tile--placeholder)");
const footerShop = (page: Page) => page.getByRole("navigation", { name: "Shop" }).getByRole("link");

describe.each(WIDTHS)("categories on a %s", (name, viewport) => {
  it("home keeps the spec's tiles and adds Action Figures and Snacks, each with a photo", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/home`);
    await page.locator(".tile", { hasText: "Snacks" }).waitFor();
    expect(await tiles(page).locator(".tile__label").allInnerTexts()).toEqual([
      ...SPEC_TILES,
      "Action Figures",
      "Snacks",
    ]);
    const hrefs = await tiles(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    );
    expect(hrefs).toEqual([
      "/search?query=skin+care",
      "/search?query=bags",
      "/search?query=shoes",
      "/search?query=cosmetic",
      "/custom-request",
      `/products?category=${idOf("Action Figures")}`,
      `/products?category=${idOf("Snacks")}`,
    ]);
    // a photo of the category's own products on every category tile
    const photos = page.locator(".tile .tile__photo img");
    await expect.poll(() => photos.count()).toBe(6);
    for (const src of await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))) {
      // a product photo's small variant, never the upload itself
      expect(src).toMatch(/^\/img\/v1\/\w+\/[^/]+\/\d+\.webp$/);
    }
    await page.screenshot({ path: path.join(SCREENS, `home-tiles-${name}.png`), fullPage: true });

    await tiles(page).filter({ hasText: "Snacks" }).click();
    await page.waitForURL(new RegExp(`/products\\?category=${idOf("Snacks")}$`));
    await page.getByRole("heading", { name: "Snacks", exact: true }).waitFor();
    await context.close();
  });

  it("/products offers All products: every enabled category's products, sortable", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/products`);
    await appCardsReady(page);
    await page
      .locator(viewport === PHONE ? ".category-chips" : ".products__sidebar")
      .getByRole("button", { name: "All products" })
      .click();
    await page.waitForURL(/category=all$/);
    await page.getByRole("heading", { name: "All products" }).waitFor();
    const total = (await admin.collection("products").getList(1, 1)).totalItems;
    await page
      .getByRole("status")
      .filter({ hasText: `${total} products` })
      .waitFor();
    await page.screenshot({ path: path.join(SCREENS, `products-all-${name}.png`) });

    await page.getByLabel("Sort by").selectOption("price-asc");
    const cheapest = await admin.collection("products").getList(1, 1, { sort: "price" });
    await expect
      .poll(() => page.locator("main .product-card__name").first().innerText())
      .toBe(cheapest.items[0]?.name);
    await context.close();
  });
});

describe("the header's and footer's category lists", () => {
  it("list the catalogue's categories in priority order, on a desktop row and in the phone menu", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/about`);
    const nav = page.getByRole("list", { name: "Shop by category" });
    await nav.getByRole("link", { name: "Snacks" }).waitFor();
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(DEMO_ORDER);
    expect(await footerShop(page).allInnerTexts()).toEqual([
      ...DEMO_ORDER,
      "All categories",
      "Request an item",
    ]);
    await context.close();

    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${server.url}/about`);
    await phone.page.getByRole("button", { name: "Menu" }).click();
    const menu = phone.page.getByRole("list", { name: "Shop by category" });
    await menu.getByRole("link", { name: "Action Figures" }).waitFor();
    await phone.page.screenshot({ path: path.join(SCREENS, "menu-categories-phone.png") });
    await menu.getByRole("link", { name: "Action Figures" }).click();
    await phone.page.waitForURL(new RegExp(`category=${idOf("Action Figures")}$`));
    await phone.page.getByRole("heading", { name: "Action Figures", exact: true }).waitFor();
    await phone.context.close();
  });

  it("follow the owner live: a new category joins home, header and footer; a switched-off one leaves", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/home`);
    await page.locator(".tile", { hasText: "Snacks" }).waitFor();
    const perfume = await admin
      .collection("categories")
      .create({ name: "Perfume", priority: 7, isEnabled: true });
    const sub = await admin
      .collection("subcategories")
      .create({ name: "Eau de Parfum", parentCategory: perfume.id, isEnabled: true });
    await admin.collection("products").create({
      name: "Jasmine Eau de Parfum",
      brand: "Test Brand",
      category: perfume.id,
      subcategory: sub.id,
      price: 9900,
      imageUrls: ["/images/placeholder.webp"],
    });
    await admin.collection("categories").update(idOf("Snacks"), { isEnabled: false });
    try {
      const order = [...DEMO_ORDER.filter((n) => n !== "Snacks"), "Perfume"];
      const nav = page.getByRole("list", { name: "Shop by category" });
      await expect.poll(() => nav.getByRole("link").allInnerTexts()).toEqual(order);
      await expect
        .poll(() => tiles(page).locator(".tile__label").allInnerTexts())
        .toEqual([...SPEC_TILES, "Action Figures", "Perfume"]);
      expect(await tiles(page).filter({ hasText: "Perfume" }).innerText()).toContain(
        "Eau de Parfum",
      );
      expect((await footerShop(page).allInnerTexts()).slice(0, order.length)).toEqual(order);
    } finally {
      await admin.collection("categories").update(idOf("Snacks"), { isEnabled: true });
    }
    await context.close();
  });
});
