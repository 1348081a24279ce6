/**
 * An order placed offline, watched from an open My Orders: it waits there as "Waiting to be
 * sent", and when the connection comes back it turns into the stored order, Confirmed, with no
 * reload, and nothing on the page still says the shopper is offline. The hard case: the page
 * was opened offline (so realtime never connected: the SDK gives that up) and the shop answers
 * only a moment after the browser says it is online, so the first tries after `online` fail.
 */
import path from "node:path";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WIDTHS } from "./browser";
import { placeOrder } from "./checkout-steps";
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

/** For each line's photo of an order card: whether it is drawn (loaded, not a broken image). */
function drawnPhotos(card: Locator) {
  return card
    .locator(".order-item img")
    .evaluateAll((images) =>
      images.map(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
}

const OFFLINE_NOTE = "You are offline: showing the orders saved on this device.";

describe.each(WIDTHS)("an order sent from the queue, on a %s", (name, viewport) => {
  it("shows in the open My Orders as Confirmed once it reaches the server, without a reload", async () => {
    const email = `queued-${name}-${Date.now()}@example.com`;
    const user = await createCustomer(email, "Nimali Perera");
    const { context, page } = await signedInPhone(email);
    await page.setViewportSize(viewport);
    await addToCart(page, catalogue.plainId);

    await server.stop();
    await context.setOffline(true);
    await page.goto(`${server.url}/checkout`);
    await placeOrder(page);
    await page.getByRole("heading", { name: "Your order is saved" }).waitFor();
    const orderNumber = (await page.getByTestId("order-id").textContent()) ?? "";
    await page.getByRole("link", { name: "View My Orders" }).click();
    // opened offline: realtime cannot connect
    await page.reload();
    const pending = page.getByTestId("pending-order");
    await pending.waitFor();
    // each line has its photo: the product's from the device's catalogue, or offline, where the
    // phone never fetched it, the placeholder the service worker keeps (never a broken image)
    await expect.poll(() => drawnPhotos(pending)).toEqual([true]);
    await page.getByText(OFFLINE_NOTE).waitFor();
    await page.getByRole("status").filter({ hasText: "Offline" }).first().waitFor();
    await page.screenshot({ path: path.join(SCREENS, `profile-queued-${name}.png`) });

    // Back online, the page left open, the shop answering a moment later (a phone's network
    // often says online before anything gets through): the drainer sends it, the list follows.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    await server.restart();
    const card = page.locator(".order-card:not(.order-card--pending)", { hasText: orderNumber });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId("order-status").textContent()).toBe("Confirmed");
    await expect.poll(() => drawnPhotos(card)).toEqual([true]);
    expect(await pending.count()).toBe(0);
    expect(await page.getByTestId("order-count").textContent()).toBe("1");
    await expect.poll(() => page.getByText(OFFLINE_NOTE).count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => page.locator(".offline-indicator").count(), { timeout: 10_000 })
      .toBe(0);
    await page.screenshot({ path: path.join(SCREENS, `profile-delivered-${name}.png`) });

    const stored = await admin
      .collection("orders")
      .getFullList({ filter: admin.filter("user = {:user}", { user: user.id }) });
    expect(stored.map((order) => order.orderNumber)).toEqual([orderNumber]);
    await context.close();
  });
});
