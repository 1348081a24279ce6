/**
 * The fee before checkout, and a checkout that keeps the shopper's work, in Chromium at phone
 * width (docs/decisions/0130-fee-before-checkout.md): a guest picks a district on a product
 * page and sees the fee for one unit of it, the cart the fee for its weight, and the checkout
 * the same fee and total for that district; offline, the product page still quotes from the
 * synced rates; a guest's typed checkout survives a reload and a trip to sign in, which comes
 * back to the checkout and offers the account's saved address without forcing it.
 * Screenshots in English and Sinhala go to .tmp/screens for review.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from "../../src/shared/delivery";
import { orderBody } from "../integration/helpers";
import { openPage, PHONE, waitForLanguage } from "./browser";
import { fillAddress, type Where } from "./checkout-steps";
import {
  admin,
  browser,
  catalogue,
  createCustomer,
  PASSWORD,
  SCREENS,
  server,
  withOwnServer,
} from "./fixture";
import { waitForServiceWorker } from "./service-worker";

withOwnServer({ testCatalogue: true });

const KANDY: Where = {
  address: "7 Temple Street",
  province: "Central",
  district: "Kandy",
  city: "Kandy",
};
const estimate = (page: Page) => page.getByTestId("delivery-estimate-fee").textContent();
const deliveryLine = (page: Page) => page.getByTestId("delivery-line").locator("dd").textContent();
const total = (page: Page) => page.locator(".summary-lines__total dd").textContent();
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `fee-${name}.png`), fullPage: true });

async function setIsland(change: Partial<DeliveryZone>) {
  const settings = await admin.collection("settings").getFirstListItem("");
  await admin.collection("settings").update(settings.id, {
    deliveryZones: DEFAULT_DELIVERY_ZONES.map((zone) =>
      zone.key === "island" ? { ...zone, ...change } : zone,
    ),
  });
}

/** A guest's phone, the service worker in control (so the shop opens offline). */
async function guestPhone() {
  const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
  await page.goto(`${server.url}/product-details?id=${catalogue.plainId}`);
  await waitForServiceWorker(page);
  return { context, page };
}

beforeAll(async () => {
  // 1.2 kg: one unit is within Kandy's first kilogram plus one, two units cost more
  await admin.collection("products").update(catalogue.plainId, { weightGrams: 1200 });
});
afterAll(() => setIsland({}));

describe("the delivery fee before checkout", () => {
  it("is shown to a guest on the product page and in the cart, as the checkout then shows it", async () => {
    const { context, page } = await guestPhone();
    await page.getByLabel("Your district", { exact: true }).selectOption("Kandy");
    // 1.2 kg to Kandy (rest of the island): 450 up to 1 kg, 120 for the started second
    await expect.poll(() => estimate(page)).toBe("Delivery to Kandy: LKR 570");
    await shoot(page, "product-en");

    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page
      .getByRole("button", { name: /add to cart/i })
      .first()
      .click();
    await page.goto(`${server.url}/cart`);
    // 2.4 kg: two started kilograms above the first
    await expect.poll(() => estimate(page)).toBe("Delivery to Kandy: LKR 690");
    expect(await deliveryLine(page)).toBe("LKR 690");
    expect(await total(page)).toBe("LKR 3,690");
    await shoot(page, "cart-en");

    await page.goto(`${server.url}/checkout`);
    await fillAddress(page, KANDY);
    await expect.poll(() => deliveryLine(page)).toBe("LKR 690");
    expect(await page.getByTestId("checkout-total").textContent()).toBe("LKR 3,690");
    await shoot(page, "checkout-en");

    // the same screens in Sinhala
    await page.locator('.site-footer button[lang="si"]').click();
    await waitForLanguage(page, "si");
    await shoot(page, "checkout-si");
    await page.goto(`${server.url}/cart`);
    await expect.poll(() => estimate(page)).toContain("මහනුවර");
    await shoot(page, "cart-si");
    await page.goto(`${server.url}/product-details?id=${catalogue.plainId}`);
    await expect.poll(() => estimate(page)).toContain("මහනුවර");
    await shoot(page, "product-si");
    await context.close();
  });

  it("offline, is quoted from the rates the device last synced", async () => {
    await setIsland({ baseFee: 610 });
    const { context, page } = await guestPhone();
    await page.getByLabel("Your district", { exact: true }).selectOption("Kandy");
    await expect.poll(() => estimate(page)).toBe("Delivery to Kandy: LKR 730");
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => estimate(page)).toBe("Delivery to Kandy: LKR 730");
      await shoot(page, "product-offline-en");
    } finally {
      await context.close();
      await setIsland({});
    }
  });
});

describe("a guest's checkout", () => {
  it("is kept through a reload and signing in, and the saved address is offered, not forced", async () => {
    const email = `draft-${Date.now()}@example.com`;
    await createCustomer(email, "Kumari Jayasinghe");
    const customer = new PocketBase(server.url);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    await customer.collection("orders").create({
      ...orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]),
      shippingAddress: {
        address: "45 Hospital Road",
        apartment: "",
        city: "Jaffna",
        state: "Northern",
        district: "Jaffna",
        zip: "40000",
        country: "Sri Lanka",
      },
    });

    const { context, page } = await guestPhone();
    await page
      .getByRole("button", { name: /add to cart/i })
      .first()
      .click();
    await page.goto(`${server.url}/checkout`);
    // told first, at the top, before typing anything
    const note = page.getByTestId("checkout-signin");
    expect(await note.textContent()).toContain("Placing an order needs an account.");
    const noteBox = await note.boundingBox();
    const firstBox = await page.getByLabel("First name", { exact: true }).boundingBox();
    expect(noteBox && firstBox && noteBox.y < firstBox.y).toBe(true);

    await page.getByLabel("First name", { exact: true }).fill("Kumari");
    await page.getByLabel("Last name", { exact: true }).fill("Jayasinghe");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await fillAddress(page, KANDY);
    const typed = async () => ({
      firstName: await page.getByLabel("First name", { exact: true }).inputValue(),
      phone: await page.getByLabel("Phone", { exact: true }).inputValue(),
      address: await page.getByLabel("Address", { exact: true }).inputValue(),
      district: await page.getByLabel("District", { exact: true }).inputValue(),
      city: await page.getByLabel("City", { exact: true }).inputValue(),
      zip: await page.getByLabel("Postal code", { exact: true }).inputValue(),
    });
    const before = await typed();
    expect(before).toEqual({
      firstName: "Kumari",
      phone: "0771234567",
      address: "7 Temple Street",
      district: "Kandy",
      city: "Kandy",
      zip: "20000",
    });
    await page.reload();
    await expect.poll(typed).toEqual(before);

    await note.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login\?redirect=%2Fcheckout/);
    // the address changes before the screen: checkout's own Email field may still be showing
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    expect(await note.count()).toBe(0);

    // the account's last address is offered beside what was typed, which stays
    const useSaved = page.getByRole("button", { name: "Use my saved address" });
    await useSaved.waitFor();
    expect(await typed()).toEqual(before);
    await expect.poll(() => deliveryLine(page)).toBe("LKR 570");
    await shoot(page, "checkout-signed-in-en");
    await useSaved.click();
    expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("45 Hospital Road");
    expect(await page.getByLabel("District", { exact: true }).inputValue()).toBe("Jaffna");
    expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("0771234567");
    await context.close();
  });
});
