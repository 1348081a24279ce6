/**
 * A custom request becomes an order through a quote, at 390x844 (docs/owner-guide.md, "Quotes"):
 * a signed-in customer sends a request with a photo, the owner sees it and sends a quote in
 * /admin → Messages, the customer opens Quotes in the profile, accepts, places the order at the
 * checkout (the quoted line plus delivery by district), and the owner follows the request's link
 * to its order and marks it paid.
 * Screenshots go to .tmp/screens (the owner's guide uses the /admin one).
 */
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatLkr } from "../../src/shared/money";
import { openQuoteForm, signInToAdmin } from "./admin-steps";
import { openPage, PHONE, WIDTHS } from "./browser";
import { fillAddress, placeOrder } from "./checkout-steps";
import {
  admin,
  browser,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

describe("a quote in the browser", () => {
  it("goes from a custom request to a placed order the owner sees", async () => {
    const email = `quote-${Date.now()}@example.com`;
    await createCustomer(email, "Ayesha Silva");
    const { context, page } = await signedInPhone(email);

    // The customer asks for an item the shop does not list.
    await page.goto(`${server.url}/custom-request`);
    await page.getByLabel("WhatsApp number").fill("0771234567");
    const name = page.getByLabel("Name", { exact: true });
    if ((await name.inputValue()) === "") await name.fill("Ayesha Silva");
    await page.getByLabel("Description").fill("A Zojirushi rice cooker, 1 litre, white.");
    // with a photo of what they want, as a phone takes it (made smaller before it is sent)
    const wanted = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#f4f1ea" },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    await page
      .locator('.request-photos input[type="file"]')
      .setInputFiles({ name: "rice-cooker.jpg", mimeType: "image/jpeg", buffer: wanted });
    await expect.poll(() => page.locator(".request-photos__item img").count()).toBe(1);
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect.poll(() => admin.collection("customorders").getFullList()).toHaveLength(1);
    const [request] = await admin.collection("customorders").getFullList();
    expect(request?.photos).toHaveLength(1);

    // The owner sends a quote from Messages → Custom requests.
    const shop = await openPage(browser, PHONE);
    await signInToAdmin(shop.page);
    await openQuoteForm(shop.page, "Zojirushi rice cooker NS-LGC05", 42_000, 3500);
    // the customer's photo is beside the request
    await shop.page.getByRole("img", { name: "Attachment 1 from Ayesha Silva" }).waitFor();
    await shop.page.getByLabel(/^Note/).fill("Arrives in 3 weeks, with a Sri Lankan plug.");
    expect(await shop.page.getByLabel("Valid for (days)").inputValue()).toBe("7");
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#d9d4c7" },
    })
      .jpeg()
      .toBuffer();
    await shop.page
      .getByLabel(/^Photo(?!s)/)
      .setInputFiles({ name: "cooker.jpg", mimeType: "image/jpeg", buffer: photo });
    // the form is taller than the phone: the picture shows it down to its button
    await shop.page.getByRole("button", { name: "Send quote" }).scrollIntoViewIfNeeded();
    await shop.page.getByText("Made smaller on this phone").waitFor();
    await shop.page.screenshot({ path: path.join(SCREENS, "admin-send-quote-phone.png") });
    await shop.page.getByRole("button", { name: "Send quote" }).click();
    await shop.page.getByTestId("admin-quote").waitFor();
    const [sent] = await admin.collection("quotes").getFullList();
    expect(sent?.photo).toMatch(/\.(webp|jpg)$/);

    // The customer opens Quotes in the profile and accepts.
    await page.goto(`${server.url}/profile`);
    const card = page.getByTestId("quote");
    await card.getByText("Zojirushi rice cooker NS-LGC05").waitFor();
    await card.screenshot({ path: path.join(SCREENS, "profile-quote-phone.png") });
    await card.getByRole("button", { name: "Accept quote" }).click();
    await page.waitForURL(/\/checkout\?quote=/);
    const line = page.getByTestId("quoted-line");
    await line.getByText("Zojirushi rice cooker NS-LGC05").waitFor();
    expect(await line.textContent()).toContain(formatLkr(42000));
    await fillAddress(page);
    for (const [label, size] of WIDTHS) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: path.join(SCREENS, `checkout-quote-${label}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize(PHONE);
    await placeOrder(page);

    const [order] = await admin.collection("orders").getFullList();
    if (!order) throw new Error("no order stored");
    expect(order.subTotal).toBe(42000);
    expect(order.total).toBe(42000 + order.shipping);
    expect(order.shipping).toBeGreaterThan(0);

    // The owner sees the request with its quote and its order.
    await shop.page.reload();
    await shop.page.getByRole("button", { name: "Custom requests" }).click();
    const link = shop.page.getByRole("link", { name: `Order ${order.orderNumber}` });
    await link.waitFor();
    const message = shop.page.locator(".message").first();
    await message.screenshot({ path: path.join(SCREENS, "admin-request-quote-order-phone.png") });
    await link.click();
    await shop.page.waitForURL(new RegExp(`/admin/orders/${order.id}$`));

    // The advance arrives: the owner marks the order paid from there, and it is the request's.
    await shop.page.getByRole("button", { name: "Payment received" }).click();
    await shop.page.getByRole("button", { name: "Confirm payment received" }).click();
    await expect
      .poll(async () => (await admin.collection("orders").getOne(order.id)).status)
      .toBe("Payment received");
    await shop.page.goto(`${server.url}/admin/messages`);
    await shop.page.getByRole("button", { name: "Custom requests" }).click();
    await shop.page.getByRole("link", { name: `Order ${order.orderNumber}` }).click();
    await shop.page.getByText("Payment received", { exact: true }).first().waitFor();
    await shop.context.close();
    await context.close();
  }, 180_000);
});
