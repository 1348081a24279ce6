/**
 * The owner's shop set-up in /admin at 390×844, against a shopper's open phone: a new category
 * and subcategory show in the shop only while switched on (and vanish from search, the product's
 * page and checkout when switched off); a zone's new fee is what checkout shows; a +10% change
 * is previewed, applied and undone; staff get none of it, and the server refuses them too.
 * Screenshots go to .tmp/screens (the owner's guide uses some).
 */
import path from "node:path";
import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import { createStaff, signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import { fillAddress } from "./checkout-steps";
import {
  addToCart,
  admin,
  browser,
  catalogue,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `${name}.png`) });

async function ownerPhone(screen: string) {
  const opened = await openPage(browser, PHONE);
  await signInToAdmin(opened.page);
  await opened.page.goto(`${server.url}/admin/${screen}`);
  return opened;
}

async function shopper(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  await createCustomer(email, `${name} Perera`);
  return signedInPhone(email);
}

const cards = (page: Page, name: string) =>
  page.locator("main .product-card", { hasText: name }).count();

describe("the owner's shop set-up at 390 px", () => {
  it("shows a new category's products only while it is switched on", async () => {
    const owner = await ownerPhone("categories");
    const { page } = owner;
    await page.getByRole("button", { name: "New category" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Ceylon Tea");
    await page.getByLabel(/^Sinhala name/).fill("ලංකා තේ");
    await page.getByRole("button", { name: "Add category" }).click();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Ceylon Tea" }) });
    await card.waitFor();
    await card.getByRole("button", { name: "New subcategory of Ceylon Tea" }).click();
    await card.getByLabel("Name", { exact: true }).fill("Green tea");
    await card.getByRole("button", { name: "Add subcategory" }).click();
    await card.getByText("Green tea", { exact: true }).first().waitFor();
    expect(await card.getByRole("switch", { name: /Ceylon Tea/ }).isChecked()).toBe(false);

    const category = await admin.collection("categories").getFirstListItem('name="Ceylon Tea"');
    const sub = await admin
      .collection("subcategories")
      .getFirstListItem(`parentCategory="${category.id}"`);
    const product = await admin.collection("products").create({
      name: "Kandy Green Leaf",
      brand: "Hill Country",
      category: category.id,
      subcategory: sub.id,
      price: 1200,
    });

    const shop = await shopper("Nadeesha");
    await shop.page.goto(`${server.url}/search?query=Kandy`);
    await card.getByRole("switch", { name: /Ceylon Tea/ }).check();
    await expect.poll(() => cards(shop.page, "Kandy Green Leaf"), { timeout: 15_000 }).toBe(1);
    await addToCart(shop.page, product.id);
    await shot(page, "admin-categories-phone");

    // Switching off says what it hides and waits for a second tap.
    await card.getByRole("switch", { name: /Ceylon Tea/ }).uncheck();
    await card.getByText("Switching off Ceylon Tea hides its 1 product from the shop").waitFor();
    await shot(page, "admin-categories-switch-off-phone");
    await card.getByRole("button", { name: "Switch off" }).click();
    await shop.page.goto(`${server.url}/search?query=Kandy`);
    await expect.poll(() => cards(shop.page, "Kandy Green Leaf"), { timeout: 15_000 }).toBe(0);
    await shop.page.goto(`${server.url}/product-details?id=${product.id}`);
    await shop.page.getByRole("heading", { name: "Product not found" }).waitFor();
    await shop.page.goto(`${server.url}/checkout`);
    await shop.page.getByText("Unavailable").first().waitFor();
    await shop.context.close();
    await owner.context.close();
  });

  it("prices checkout's delivery with the zone fee the owner saved", async () => {
    const owner = await ownerPhone("delivery");
    const colombo = owner.page.getByRole("listitem", { name: "Colombo", exact: true });
    await colombo.getByLabel("Base fee (LKR)").fill("990");
    await owner.page.getByRole("button", { name: "Save delivery zones" }).click();
    await owner.page.getByText("Delivery zones saved.").waitFor();
    // a district ticked in a second zone moves there: each district stays in one zone
    const suburbs = owner.page.getByRole("listitem", { name: "Colombo suburbs" });
    await suburbs.getByText(/^Districts:/).click();
    await expect.poll(() => suburbs.getByText("(now in Colombo)").count()).toBe(1);
    await shot(owner.page, "admin-delivery-phone");

    const shop = await shopper("Ruwan");
    await addToCart(shop.page, catalogue.plainId);
    await shop.page.goto(`${server.url}/checkout`);
    await fillAddress(shop.page);
    await expect
      .poll(() => shop.page.getByTestId("delivery-line").locator("dd").textContent())
      .toMatch(/990/);
    await shop.context.close();
    await owner.context.close();
  });

  it("previews, applies and undoes +10% for a brand", async () => {
    const before = await admin.collection("products").getOne(catalogue.plainId);
    const owner = await ownerPhone("prices");
    const { page } = owner;
    await page.getByLabel("Brand", { exact: true }).selectOption("Test Brand");
    await page.getByLabel("By", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Preview" }).click();
    const row = page.getByRole("list", { name: "New prices" }).getByRole("listitem").filter({
      hasText: before.name,
    });
    await expect.poll(() => row.first().textContent()).toMatch(/1,500.*1,650/);
    expect((await admin.collection("products").getOne(before.id)).price).toBe(1500);
    await shot(page, "admin-prices-preview-phone");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText(/^Last change: \+10% on Test Brand/).waitFor();
    expect((await admin.collection("products").getOne(before.id)).price).toBe(1650);
    await page.getByRole("button", { name: "Undo the last change" }).click();
    await page.getByText(/Old prices back for \d+ products/).waitFor();
    expect((await admin.collection("products").getOne(before.id)).price).toBe(1500);
    await owner.context.close();
  });

  it("gives staff none of it, and the server refuses them", async () => {
    const staff = await createStaff("Sunil Jayasuriya");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page, staff);
    for (const screen of ["categories", "delivery", "prices"]) {
      await page.goto(`${server.url}/admin/${screen}`);
      await page.getByText("Only the owner can change categories, delivery and prices.").waitFor();
    }
    const client = new PocketBase(server.url);
    await client.collection("staff").authWithPassword(staff.email, staff.password);
    const attempts = [
      () => client.collection("categories").update(catalogue.categoryId, { isEnabled: false }),
      () =>
        client.send(`/api/shop/admin/categories/${catalogue.categoryId}/move`, {
          method: "POST",
          body: { direction: "down" },
        }),
      () =>
        client.send("/api/shop/admin/prices/apply", {
          method: "POST",
          body: { brand: "Test Brand", category: "", kind: "percent", amount: 10, rounding: 10 },
        }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ status: expect.any(Number) });
    }
    expect((await admin.collection("categories").getOne(catalogue.categoryId)).isEnabled).toBe(
      true,
    );
    expect((await admin.collection("products").getOne(catalogue.plainId)).price).toBe(1500);
    await context.close();
  });
});
