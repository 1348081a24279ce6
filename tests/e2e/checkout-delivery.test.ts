/**
 * The delivery fee known before Place order, in Chromium at phone width: the address picked
 * with the keyboard (Province, District, City fills the postal code), the Delivery line for
 * Jaffna, changing with the district, stored exactly on the order; a forged fee from the page
 * is ignored; the last address offered at the next checkout; cash on delivery once the owner
 * allows it for the zone. Screenshots of the checkout at 390x844 and 1280x800 go to
 * .tmp/screens for review.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from "../../src/shared/delivery";
import { orderBody } from "../integration/helpers";
import { DESKTOP, PHONE } from "./browser";
import { fillAddress } from "./checkout-steps";
import {
  addToCart,
  admin,
  catalogue,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

const deliveryLine = (page: Page) => page.getByTestId("delivery-line").locator("dd");

/** Picks an option of a focused select by typing its name, as a keyboard user does. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function shootCheckout(page: Page, name: string) {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** The settings' zones: the seeded ones with `change` made to the zone `key`. */
async function setZone(key: string, change: Partial<DeliveryZone>) {
  const settings = await admin.collection("settings").getFirstListItem("");
  await admin.collection("settings").update(settings.id, {
    deliveryZones: DEFAULT_DELIVERY_ZONES.map((zone) =>
      zone.key === key ? { ...zone, ...change } : zone,
    ),
  });
}
const setIslandCod = (on: boolean) => setZone("island", { cashOnDelivery: on });

describe("the delivery fee at checkout", () => {
  it("is shown for Jaffna before Place order, follows the district, and is what the order stores", async () => {
    const email = `jaffna-${Date.now()}@example.com`;
    await createCustomer(email, "Tharshini Kandiah");
    const { context, page, customer } = await signedInPhone(email);
    await addToCart(page, catalogue.plainId);
    // no district chosen on this device and no earlier order: the cart asks for one
    await page.goto(`${server.url}/cart`);
    await expect.poll(() => deliveryLine(page).textContent()).toBe("Choose your district");
    await shootCheckout(page, "cart-delivery");
    await page.goto(`${server.url}/checkout`);
    expect(await deliveryLine(page).textContent()).toBe("Choose your district");

    await page.getByLabel("Phone", { exact: true }).fill("0771234567");
    await page.getByLabel("Address", { exact: true }).fill("45 Hospital Road");
    // the keyboard alone: type-ahead in each select, then the town's name
    await typeInto(page, "Province", "Northern");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Jaffna");
    expect(await page.getByLabel("District", { exact: true }).inputValue()).toBe("Jaffna");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Jaffna");
    expect(await page.getByLabel("Postal code", { exact: true }).inputValue()).toBe("40000");
    await expect.poll(() => deliveryLine(page).textContent()).toBe("LKR 450");
    await shootCheckout(page, "checkout-delivery-jaffna");

    // another district, another zone: the line follows, then back
    await page.getByLabel("Province", { exact: true }).selectOption("Western");
    expect(await page.getByLabel("District", { exact: true }).inputValue()).toBe("");
    expect(await deliveryLine(page).textContent()).toBe("Choose your district");
    await page.getByLabel("District", { exact: true }).selectOption("Colombo");
    await expect.poll(() => deliveryLine(page).textContent()).toBe("LKR 350");
    await page.getByLabel("Province", { exact: true }).selectOption("Northern");
    await page.getByLabel("District", { exact: true }).selectOption("Jaffna");
    await page.getByLabel("City", { exact: true }).fill("Jaffna");
    await expect.poll(() => deliveryLine(page).textContent()).toBe("LKR 450");
    expect(await page.getByTestId("checkout-total").textContent()).toBe("LKR 1,950");

    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    expect(await page.getByTestId("order-delivery").textContent()).toBe("LKR 450");
    const orderNumber = (await page.getByTestId("order-id").textContent()) ?? "";
    const stored = await customer
      .collection("orders")
      .getFirstListItem<Order>(customer.filter("orderNumber = {:n}", { n: orderNumber }));
    expect([stored.shipping, stored.total, stored.paymentMethod]).toEqual([450, 1950, "bank"]);
    expect(stored.shippingAddress).toMatchObject({
      state: "Northern",
      district: "Jaffna",
      city: "Jaffna",
      zip: "40000",
    });

    // a fee forged from the page itself is ignored
    const forged = await page.evaluate(
      async (body) => {
        const auth = JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}");
        const res = await fetch("/api/collections/orders/records", {
          method: "POST",
          headers: { authorization: auth.token, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { shipping: number; total: number };
      },
      {
        ...orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]),
        shippingAddress: stored.shippingAddress,
        shipping: 1,
        total: 1501,
      },
    );
    expect([forged.shipping, forged.total]).toEqual([450, 1950]);

    // the next checkout offers this address
    await addToCart(page, catalogue.plainId);
    await page.goto(`${server.url}/checkout`);
    await expect
      .poll(() => page.getByLabel("Address", { exact: true }).inputValue())
      .toBe("45 Hospital Road");
    expect(await page.getByLabel("District", { exact: true }).inputValue()).toBe("Jaffna");
    expect(await page.getByLabel("Postal code", { exact: true }).inputValue()).toBe("40000");
    expect(await deliveryLine(page).textContent()).toBe("LKR 450");
    await context.close();
  });

  it("offers cash on delivery only once the owner allows it for the zone", async () => {
    const email = `cod-${Date.now()}@example.com`;
    await createCustomer(email, "Mohamed Rizwan");
    const { context, page, customer } = await signedInPhone(email);
    await addToCart(page, catalogue.plainId);
    await page.goto(`${server.url}/checkout`);
    await page.getByLabel("Phone", { exact: true }).fill("0771234567");
    await page.getByLabel("Address", { exact: true }).fill("3 Main Street");
    await page.getByLabel("Province", { exact: true }).selectOption("Eastern");
    await page.getByLabel("District", { exact: true }).selectOption("Batticaloa");
    await page.getByLabel("City", { exact: true }).fill("Batticaloa");
    await page
      .getByText("Bank transfer: 50% advance now, 50% to the courier on delivery.")
      .waitFor();
    expect(await page.getByRole("radio").count()).toBe(0);

    await setIslandCod(true);
    try {
      const cod = page.getByRole("radio", { name: /Cash on delivery/ });
      await cod.waitFor({ timeout: 15_000 });
      await cod.check();
      await shootCheckout(page, "checkout-delivery-cod");
      await page.locator('input[name="terms"]').check();
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
      expect(await page.getByTestId("order-payment").textContent()).toBe("Cash on delivery");
      expect(await page.getByTestId("order-on-delivery").textContent()).toBe("LKR 1,950");
      // nothing to deposit: no bank details or slip upload
      expect(await page.getByTestId("advance").count()).toBe(0);
      const [stored] = (await customer.collection("orders").getFullList<Order>()) as Order[];
      expect([stored?.paymentMethod, stored?.shipping]).toEqual(["cod", 450]);
    } finally {
      await setIslandCod(false);
      await context.close();
    }
  });

  it("offline, uses the last synced fees and says so; the order keeps the fee the shop computes", async () => {
    const email = `offline-fee-${Date.now()}@example.com`;
    await createCustomer(email, "Nuwan Perera");
    const { context, page } = await signedInPhone(email);
    await addToCart(page, catalogue.plainId);
    await page.goto(`${server.url}/checkout`);
    await context.setOffline(true);
    try {
      await fillAddress(page);
      await expect.poll(() => deliveryLine(page).textContent()).toBe("LKR 350");
      await page
        .getByText("You are offline: this fee uses the shop's last known rates.", {
          exact: false,
        })
        .waitFor();
      await shootCheckout(page, "checkout-delivery-offline");
      // the owner raises Colombo's fee while the order waits on the device
      await setZone("colombo", { baseFee: 500 });
      await page.locator('input[name="terms"]').check();
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Your order is saved" }).waitFor();
      await context.setOffline(false);
      await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor({
        timeout: 20_000,
      });
      expect(await page.getByTestId("order-delivery").textContent()).toBe("LKR 500");
    } finally {
      await setZone("colombo", {});
      await context.close();
    }
  });
});
