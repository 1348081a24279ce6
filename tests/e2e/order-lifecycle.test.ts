/**
 * The order loop in Chromium: the customer places an order, goes offline, attaches a payment
 * slip (its Blob waits in IndexedDB), reloads, comes back online, and the slip arrives once;
 * then the shop moves the order through the API and the open profile follows without a reload.
 * Card screenshots of every status at phone and desktop width go to .tmp/screens for review.
 * Then the payment panel's messages: the server's words for a slip it refuses, the storage
 * message only when the device's storage is really full.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OUTBOX_QUOTA_MESSAGE } from "../../src/offline/outbox";
import { SLIP_RULE } from "../../src/shared/attachments";
import { orderBody, tinyJpeg } from "../integration/helpers";
import { openPage, PHONE, WIDTHS } from "./browser";
import { placeOrder } from "./checkout-steps";
import { quotaControl } from "./fault-helpers";
import {
  addToCart,
  admin,
  browser,
  catalogue,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  signIn,
  withOwnServer,
} from "./fixture";
import { waitForServiceWorker } from "./service-worker";

withOwnServer({ testCatalogue: true });

/** Room for the app and the test catalogue, not for a slip of this size on top. */
const SLIP_QUOTA_BYTES = 4 * 1024 * 1024;

/** The first order card at phone and desktop width. */
async function shootCard(page: Page, name: string) {
  for (const [label, size] of WIDTHS) {
    await page.setViewportSize(size);
    const card = page.locator(".order-card").first();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(SCREENS, `order-card-${name}-${label}.png`) });
  }
  await page.setViewportSize(PHONE);
}

const badge = (page: Page) => page.getByTestId("order-status").first();

describe("order lifecycle in the browser", () => {
  it("queues a slip offline, sends it once, and follows the shop's status live", async () => {
    const email = `lifecycle-${Date.now()}@example.com`;
    const user = await createCustomer(email, "Ayesha Silva");

    const { context, page, customer } = await signedInPhone(email);

    // Place the order through the shop's checkout.
    await addToCart(page, catalogue.plainId);
    await page.goto(`${server.url}/checkout`);
    await placeOrder(page);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    // The advance and the shop's bank details, on order success.
    // half of LKR 1,500 and Colombo's delivery of LKR 350
    expect(await page.getByTestId("advance").textContent()).toBe("LKR 925");
    await page.getByText("1000 2345 6789").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "order-success-payment-phone.png") });

    const [order] = await admin
      .collection("orders")
      .getFullList({ filter: admin.filter("user = {:user}", { user: user.id }) });
    if (!order) throw new Error("the order was not stored");

    await page.goto(`${server.url}/profile`);
    await expect.poll(() => badge(page).textContent()).toBe("Confirmed");
    await shootCard(page, "confirmed");

    // Offline: the slip waits on the device, also across a reload.
    await context.setOffline(true);
    const jpeg = await tinyJpeg();
    await page
      .locator('.order-card input[type="file"]')
      .first()
      .setInputFiles({ name: "deposit-slip.jpg", mimeType: "image/jpeg", buffer: jpeg });
    // resized on the device: it leaves as WebP
    await page.getByText("deposit-slip.webp").waitFor();
    await page.getByText("Waiting to send. It goes as soon as you are back online.").waitFor();
    await page.reload();
    await page.getByText("deposit-slip.webp").waitFor();
    expect(await admin.collection("paymentslips").getFullList()).toHaveLength(0);

    // Online again: the slip arrives once and the order reads "Slip received".
    await context.setOffline(false);
    await page.getByText("Sent to the shop").waitFor({ timeout: 20_000 });
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("Slip received");
    const slips = await admin
      .collection("paymentslips")
      .getFullList({ filter: admin.filter("order = {:order}", { order: order.id }) });
    expect(slips).toHaveLength(1);
    await shootCard(page, "slip-received");

    // The shop works the order through the API; the open profile follows without a reload.
    const steps: [string, Record<string, string>][] = [
      ["Payment received", {}],
      ["Shipped", { trackingNumber: "CX123456LK", statusNote: "Sent with Koombiyo" }],
      ["Delivered", {}],
    ];
    for (const [status, extra] of steps) {
      const started = Date.now();
      await admin.collection("orders").update(order.id, { status, ...extra });
      await expect.poll(() => badge(page).textContent(), { timeout: 2_000 }).toBe(status);
      console.log(`profile showed ${status} ${Date.now() - started} ms after the change`);
      if (status === "Shipped") await page.getByText("CX123456LK").waitFor();
      await shootCard(page, status.toLowerCase().replace(" ", "-"));
    }
    await page.getByRole("list", { name: "Order history" }).first().waitFor();

    // A cancelled order, for the last screenshot.
    const second = await customer
      .collection("orders")
      .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));
    await expect.poll(() => page.locator(".order-card").count(), { timeout: 10_000 }).toBe(2);
    await admin.collection("orders").update(second.id, { status: "Cancelled" });
    await expect.poll(() => badge(page).textContent(), { timeout: 2_000 }).toBe("Cancelled");
    await shootCard(page, "cancelled");

    // Still exactly one slip, after all the reconnects.
    expect(
      await admin
        .collection("paymentslips")
        .getFullList({ filter: admin.filter("order = {:order}", { order: order.id }) }),
    ).toHaveLength(1);
    await context.close();
  });

  it("says why a slip was not kept: in the shopper's words, or a full disk only when it is full", async () => {
    const email = `slips-${Date.now()}@example.com`;
    await createCustomer(email, "Nimal Perera");
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    try {
      // Chromium reads an origin's quota when IndexedDB is first used there and then counts
      // down its own writes, asking again only when a write needs more than it believes is
      // left: so the override comes before the first visit, with room for the app only.
      const quota = await quotaControl(context, page, server.url);
      await quota.set(SLIP_QUOTA_BYTES);
      await page.goto(`${server.url}/home`);
      await waitForServiceWorker(page);
      const customer = await signIn(page, email);
      const order = await customer
        .collection("orders")
        .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));
      await page.goto(`${server.url}/profile`);
      const panel = page.getByRole("region", { name: `Payment for ${order.orderNumber}` });
      const alert = panel.getByRole("alert");
      const attach = (name: string, buffer: Buffer, mimeType = "image/jpeg") =>
        panel.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
      const slipsStored = async () =>
        (
          await admin
            .collection("paymentslips")
            .getFullList({ filter: admin.filter("order = {:order}", { order: order.id }) })
        ).length;

      // Text named .jpg: refused by its content, in the shopper's words; nothing is kept.
      await attach("not-a-photo.jpg", Buffer.from("plain text, not a photo of a bank slip"));
      await alert.waitFor({ timeout: 15_000 });
      const refused = await alert.textContent();
      expect(refused).toBe(SLIP_RULE.wrongType);
      expect(refused).not.toContain("storage");
      expect(await panel.getByRole("list", { name: "Payment slips" }).count()).toBe(0);
      await panel.screenshot({ path: path.join(SCREENS, "payment-slip-refused-phone.png") });

      // The device's storage is full: now, and only now, the storage message. The slip is
      // larger than the room Chromium believes is left, so it asks for the quota again.
      expect(await quota.usage()).toBeLessThan(SLIP_QUOTA_BYTES);
      await quota.set(1);
      // a PDF goes as it is (a photo would be resized to a few KB)
      const pdf = Buffer.alloc(SLIP_QUOTA_BYTES + 256 * 1024);
      pdf.write("%PDF-1.4\n");
      await attach("deposit-slip.pdf", pdf, "application/pdf");
      await alert.filter({ hasText: OUTBOX_QUOTA_MESSAGE }).waitFor({ timeout: 10_000 });
      for (const [label, size] of WIDTHS) {
        await page.setViewportSize(size);
        await panel.screenshot({
          path: path.join(SCREENS, `payment-slip-no-storage-${label}.png`),
        });
      }
      await page.setViewportSize(PHONE);
      expect(await slipsStored()).toBe(0);

      // Room again: the same slip goes, once, and the message goes away.
      await quota.clear();
      await attach("deposit-slip.pdf", pdf, "application/pdf");
      await panel.getByText("Sent to the shop").waitFor({ timeout: 20_000 });
      expect(await alert.count()).toBe(0);
      expect(await slipsStored()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
