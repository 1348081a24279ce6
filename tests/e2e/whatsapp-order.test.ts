/**
 * An order taken on WhatsApp (docs/decisions/0220-orders-taken-by-the-shop.md): at 390x844 the
 * owner enters it in /admin -> Orders -> New order for a customer who has an account, choosing
 * the product's option herself; the shop prices it, and the customer finds it in My Orders.
 * The owner orders an open quote there too, priced from the stored quote. Then a customer
 * without an account opens the follow link, which shows that order only.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { orderBody } from "../integration/helpers";
import { signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import { fillAddress } from "./checkout-steps";
import {
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

describe("an order taken on WhatsApp", () => {
  it("is entered by the owner for an existing customer, who sees it in My Orders", async () => {
    const email = `whatsapp-${Date.now()}@example.com`;
    await createCustomer(email, "Ruwan Jayasuriya");
    const product = await admin.collection("products").getOne(catalogue.optionsId);

    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    await page.goto(`${server.url}/admin/orders`);
    await page.getByRole("link", { name: "New order" }).click();
    await page.getByRole("heading", { name: "New order" }).waitFor();

    await page.getByLabel("Add a product").fill(product.name);
    await page.getByRole("button", { name: `Add ${product.name}` }).click();
    await page.locator(".new-order__line").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "admin-new-order-line-phone.png") });
    // no option is chosen for the owner: sending now names what is missing
    const option = page.getByLabel("Option", { exact: true });
    expect(await option.inputValue()).toBe("");
    await page.getByLabel("First name", { exact: true }).fill("Ruwan");
    await page.getByLabel("Last name", { exact: true }).fill("Jayasuriya");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await fillAddress(page);
    await page.getByRole("button", { name: "Enter order" }).click();
    await page.getByText(`Choose an option for ${product.name}.`).waitFor();

    await option.selectOption("Large");
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    // 2 x LKR 3,500, and Colombo's delivery of LKR 350 up to 1 kg (2 units of 500 g)
    await expect
      .poll(() => page.locator(".new-order__preview").textContent())
      .toContain("LKR 7,350");
    await page.getByRole("group", { name: "Items" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "admin-new-order-phone.png") });
    await page.getByRole("button", { name: "Enter order" }).click();

    const entered = page.getByRole("heading", { name: /^Order ORDER-[A-Z0-9]{6} entered$/ });
    await entered.waitFor();
    const number = ((await entered.textContent()) ?? "").split(" ")[1] ?? "";
    await page.getByText("the order is in their My Orders").waitFor();
    await page.getByText("Total LKR 7,350").waitFor();
    await context.close();

    const customer = await signedInPhone(email);
    await customer.page.goto(`${server.url}/profile`);
    await customer.page.locator(".order-card__id", { hasText: number }).waitFor();
    await customer.context.close();
  });

  it("takes a quoted line: the owner picks an open quote and the order has its price", async () => {
    const asked = await admin.collection("customorders").create({
      clientId: crypto.randomUUID(),
      name: "Nimal Perera",
      whatsapp: "0771234567",
      description: "A Zojirushi rice cooker, 1 litre, white.",
      referenceLinks: [],
    });
    const quote = await admin
      .collection("quotes")
      .create({ request: asked.id, item: "Zojirushi NS-LGC05", price: 42000, weightGrams: 800 });

    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    await page.goto(`${server.url}/admin/orders/new`);
    await page.getByLabel("Quoted item").selectOption({
      label: "Zojirushi NS-LGC05 · LKR 42,000 · Nimal Perera, sent without an account",
    });
    // the request's name fills the customer's; the catalogue's lines give way to the quote's
    expect(await page.getByLabel("Last name", { exact: true }).inputValue()).toBe("Perera");
    expect(await page.getByLabel("Add a product").count()).toBe(0);
    await page.getByLabel("Email", { exact: true }).fill(`quoted-${Date.now()}@example.com`);
    await fillAddress(page);
    // LKR 42,000 and Colombo's LKR 350 up to 1 kg (the quote's 800 g)
    await expect
      .poll(() => page.locator(".new-order__preview").textContent())
      .toContain("LKR 42,350");
    await page.getByText("Quoted item").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "admin-new-order-quote-phone.png") });
    await page.getByRole("button", { name: "Enter order" }).click();
    await page.getByText("Total LKR 42,350").waitFor();
    await context.close();

    const used = await admin.collection("quotes").getOne(quote.id, { expand: "order" });
    expect(used.status).toBe("accepted");
    expect(used.expand?.order).toMatchObject({ subTotal: 42000, total: 42350 });
  });

  it("gives a customer without an account a follow link showing that order only", async () => {
    const order = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const email = `walkin-${Date.now()}@example.com`;
    const body = {
      ...order,
      customerInfo: { ...order.customerInfo, email },
      paymentMethod: "bank",
    };
    const made = await admin.send<{ order: { orderNumber: string }; followPath: string }>(
      "/api/shop/orders",
      { method: "POST", body },
    );
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}${made.followPath}`);
    await page.getByRole("heading", { name: `Your order ${made.order.orderNumber}` }).waitFor();
    await page.getByTestId("order-status").getByText("Confirmed").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "follow-order-phone.png"), fullPage: true });

    await page.goto(`${server.url}/order/${"A".repeat(32)}`);
    await page.getByText("This link is not an order's.").waitFor();
    await context.close();
  });
});
