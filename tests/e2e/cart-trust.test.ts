/**
 * A cart the shopper can trust, in real Chromium: it shows what the order will cost when the
 * shop changes a price while it is open, refuses to go on with a product that sold out, and
 * stays on the device (closed browser, other tabs).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, openPage, PHONE } from "./browser";
import { fillAddress } from "./checkout-steps";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();
const PASSWORD = "trusting-shopper-1";
let admin: PocketBase;

withBrowser();

beforeAll(async () => {
  admin = new PocketBase(appUrl);
  admin.autoCancellation(false);
  await admin
    .collection("_superusers")
    .authWithPassword(inject("adminEmail"), inject("adminPassword"));
});

/** A product of its own, so changing it never disturbs another test. */
async function ownProduct(price: number) {
  const suffix = randomUUID().slice(0, 6);
  const category = await admin
    .collection("categories")
    .create({ name: `Trust ${suffix}`, priority: 99, isEnabled: true });
  const subcategory = await admin
    .collection("subcategories")
    .create({ name: "Other", parentCategory: category.id, isEnabled: true });
  return admin.collection("products").create({
    name: `Trusted Tote ${suffix}`,
    brand: "Island",
    price,
    stripePrice: price,
    category: category.id,
    subcategory: subcategory.id,
    description: "A tote whose price the shop changes during the test.",
    imageUrls: ["/icons/icon-192.png"],
  });
}

async function addFromDetails(page: Page, productId: string) {
  await page.goto(`${appUrl}/product-details?id=${productId}`);
  await page
    .getByRole("button", { name: /add to cart/i })
    .first()
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart") ?? "[]")).not.toBe("[]");
}

const lkr = (n: number) => `LKR ${n.toLocaleString("en-US")}`;

describe("an honest cart", () => {
  it("follows a price change live, and the order stores the total shown at Place order", async () => {
    const product = await ownProduct(1150);
    const email = `trust-${randomUUID().slice(0, 8)}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Dilani Perera" });
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Login successful!").waitFor();
    await addFromDetails(page, product.id);

    await page.goto(`${appUrl}/cart`);
    await page.getByText(`${lkr(1150)} each`).waitFor();
    await admin.collection("products").update(product.id, { price: 1450 });
    await page.getByText(`Price changed from ${lkr(1150)} to ${lkr(1450)}`).waitFor();
    await page.getByText(`${lkr(1450)} each`).waitFor();

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/checkout$/);
    // the summary the shopper confirms (it is read from the device's catalogue as the page opens)
    const shownTotal = page.locator(".summary-lines__total dd");
    await expect.poll(() => shownTotal.textContent()).toBe(lkr(1450));
    await fillAddress(page);
    // Colombo, one unit of 500 g: the seeded LKR 350
    await expect.poll(() => shownTotal.textContent()).toBe(lkr(1450 + 350));
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/order-success/);
    const orderNumber = new URL(page.url()).searchParams.get("orderId") ?? "";
    await expect
      .poll(
        async () =>
          (
            await admin.collection("orders").getList(1, 1, {
              filter: admin.filter("orderNumber = {:orderNumber}", { orderNumber }),
            })
          ).items[0]?.total,
      )
      .toBe(1450 + 350);
    await context.close();
  });

  it("marks a product that sold out and blocks checkout until it is removed", async () => {
    const product = await ownProduct(2000);
    const { context, page } = await openPage(browser, DESKTOP);
    await addFromDetails(page, product.id);
    await page.goto(`${appUrl}/cart`);
    const proceed = page.getByRole("button", { name: /to Checkout/ });
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await admin.collection("products").update(product.id, { outOfStock: true });
    await page.getByText("Out of stock: remove it to continue").waitFor();
    await page.getByText("Remove the items marked unavailable to continue.").waitFor();
    expect(await proceed.isEnabled()).toBe(false);
    await page.getByRole("button", { name: `Remove ${product.name}` }).click();
    await page.getByText("Your cart is empty").waitFor();
    await context.close();
  });
});

describe("a cart kept on the device", () => {
  it("is still there after the browser is closed and opened again", async () => {
    const product = await ownProduct(3100);
    const profile = await mkdtemp(path.join(tmpdir(), "shop-profile-"));
    const open = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        viewport: PHONE,
        args: CHROMIUM_ARGS,
      });
    try {
      const first = await open();
      await addFromDetails(first.pages()[0] ?? (await first.newPage()), product.id);
      await first.close();
      const second = await open();
      const page = second.pages()[0] ?? (await second.newPage());
      await page.goto(`${appUrl}/cart`);
      await page.getByText(product.name).waitFor();
      await second.close();
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });

  it("keeps two open tabs in step", async () => {
    const product = await ownProduct(900);
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/cart`);
    await page.getByText("Your cart is empty").waitFor();
    const other = await context.newPage();
    await addFromDetails(other, product.id);
    await page.getByText(product.name).waitFor();
    await context.close();
  });
});
