/**
 * The outbox end to end in Chromium: with the browser offline and the server stopped, a contact
 * message, a custom request and an order are saved on the device; they survive a reload while
 * still offline; when both come back, each arrives exactly once. Screenshots of every state
 * (phone width) go to .tmp/screens for review.
 */
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PENDING_ORDER_TEXT } from "../../src/features/orders/order-success-screen";
import { openPage, PHONE } from "./browser";
import { placeOrder } from "./checkout-steps";
import {
  addToCart,
  admin,
  browser,
  catalogue,
  createCustomer,
  outboxRows,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";
import { waitForServiceWorker } from "./service-worker";

withOwnServer({ testCatalogue: true });

/** A phone-screen capture with `focus` (the state being shown) scrolled into view. */
async function shot(page: Page, name: string, focus?: Locator) {
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

async function count(collection: string, filter: string, params: Record<string, unknown> = {}) {
  return (
    await admin.collection(collection).getList(1, 1, { filter: admin.filter(filter, params) })
  ).totalItems;
}

describe("outbox offline", () => {
  it("queues three submissions offline, keeps them over a reload, delivers each once", async () => {
    const email = `offline-${Date.now()}@example.com`;
    const user = await createCustomer(email, "Ayesha Silva");
    const { context, page } = await signedInPhone(email);

    // While online: the empty forms, a validation attempt, and the product in the cart.
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByText("Name is required (min 2 chars).").count()).toBe(1);
    await shot(page, "contact-validation", page.getByText("Subject is required (min 3 chars)."));
    await page.goto(`${server.url}/custom-request`);
    await page.getByRole("button", { name: "Add a link" }).click();
    await shot(page, "custom-request-form", page.getByRole("button", { name: "Add a link" }));
    await page.getByRole("button", { name: "Remove reference link 2" }).click();
    await addToCart(page, catalogue.plainId);

    // Offline: the server is gone and the browser has no network.
    await server.stop();
    await context.setOffline(true);

    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Subject", { exact: true }).fill("Offline hello");
    await page.getByLabel("Message", { exact: true }).fill("Sent while the connection was down.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Saved on this device").waitFor();
    expect(await page.getByText("Something went wrong. Please try again.").count()).toBe(0);
    await shot(page, "contact-queued", page.getByText("Saved on this device"));

    await page.goto(`${server.url}/custom-request`);
    await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
    await page.getByLabel("WhatsApp number", { exact: true }).fill("0771234567");
    await page.getByLabel("Reference link 1", { exact: true }).fill("https://example.com/tote");
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByLabel("Reference link 2", { exact: true }).fill("https://example.com/tote-2");
    await page
      .getByLabel("Description", { exact: true })
      .fill("A tan leather tote bag, medium size.");
    await page.getByRole("button", { name: "Submit request" }).click();
    await page.getByText("Saved on this device").waitFor();
    await shot(page, "custom-request-queued", page.getByText("Saved on this device"));

    await page.goto(`${server.url}/checkout`);
    await placeOrder(page);
    await page
      .getByText(/waiting to be sent|saved on this device/i)
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "Your order is saved" }).waitFor();
    const orderNumber = (await page.getByTestId("order-id").textContent()) ?? "";
    expect(orderNumber).toMatch(/^ORDER-[A-Z0-9]{6}$/);
    await shot(page, "order-queued");
    // The shop cannot see this ID yet: the page says when it becomes valid, asks for no message.
    await page.getByText(PENDING_ORDER_TEXT).waitFor();
    expect(await page.locator('.order-success__card a[href^="https://wa.me/"]').count()).toBe(0);

    // My Orders lists it as waiting to be sent, before the server has it.
    await page.getByRole("link", { name: "View My Orders" }).click();
    const pending = page.getByTestId("pending-order");
    await pending.waitFor();
    expect(await pending.locator(".order-card__id").textContent()).toBe(orderNumber);
    expect((await pending.locator(".order-card__status").textContent())?.trim()).toBe(
      "Waiting to be sent",
    );
    expect(await pending.textContent()).toContain("Qty: 1");
    expect(await page.getByTestId("order-count").textContent()).toBe("1");
    await shot(page, "profile-order-waiting", pending);
    await page.goBack();
    await page.getByRole("heading", { name: "Your order is saved" }).waitFor();

    // A reload while still offline: everything is still on the device.
    await page.reload();
    const indicator = page.getByRole("button", { name: "3 submissions waiting to be sent" });
    await indicator.waitFor();
    await indicator.click();
    await page.getByRole("dialog", { name: "Waiting to be sent" }).waitFor();
    await shot(page, "outbox-panel-offline");
    await page.keyboard.press("Escape");

    // Back online: the `online` event drains at once; each submission arrives once.
    await server.restart();
    await context.setOffline(false);
    await indicator.waitFor({ state: "detached", timeout: 20_000 });
    await page
      .getByText(/Confirmed/)
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await shot(page, "order-confirmed");

    expect(
      await count("inquiries", "email = {:email} && subject = 'Offline hello'", { email }),
    ).toBe(1);
    expect(await count("customorders", 'description ~ "tan leather tote"')).toBe(1);
    const orders = await admin
      .collection("orders")
      .getFullList({ filter: admin.filter("user = {:user}", { user: user.id }) });
    expect(orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    // LKR 1,500 and the delivery to Colombo the server computed (LKR 350)
    expect(orders[0]?.total).toBe(1500 + 350);

    // Online again: the contact form answers with its success message.
    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Subject", { exact: true }).fill("Online hello");
    await page.getByLabel("Message", { exact: true }).fill("Sent with a working connection.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Your message has been sent. Thank you!").waitFor();
    expect(await page.getByLabel("Subject", { exact: true }).inputValue()).toBe("");
    await shot(page, "contact-success", page.getByText("Your message has been sent. Thank you!"));
    await context.close();
  });
  it("holds an order whose session expired while offline and sends it after signing in again", async () => {
    const email = `expired-${Date.now()}@example.com`;
    const user = await createCustomer(email, "Ruwan Fernando");
    const { context, page } = await signedInPhone(email);
    await addToCart(page, catalogue.plainId);

    await context.setOffline(true);
    await page.goto(`${server.url}/checkout`);
    await placeOrder(page, {
      address: "4 Temple Road",
      province: "Central",
      district: "Kandy",
      city: "Kandy",
    });
    await page.getByText("Waiting to be sent", { exact: true }).waitFor();

    // Meanwhile the session dies on the server (a password change revokes every token).
    const newPassword = "new-horse-99";
    await admin
      .collection("users")
      .update(user.id, { password: newPassword, passwordConfirm: newPassword });
    await context.setOffline(false);
    const notice = page.getByText(/your session has expired/i);
    await notice.waitFor({ timeout: 20_000 });
    await shot(page, "order-sign-in-again", notice);
    expect(await count("orders", "user = {:user}", { user: user.id })).toBe(0);

    await page.getByRole("link", { name: "Sign in", exact: true }).first().click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect
      .poll(() => count("orders", "user = {:user}", { user: user.id }), { timeout: 20_000 })
      .toBe(1);
    await context.close();
  });
  it("turns a queued contact message into the success message once it is delivered", async () => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await page.goto(`${server.url}/contact`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel("Name", { exact: true }).fill("Dilani");
    await page.getByLabel("Email", { exact: true }).fill("dilani@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Queued then sent");
    await page.getByLabel("Message", { exact: true }).fill("Waiting for the connection to return.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Saved on this device").waitFor();

    await context.setOffline(false);
    const success = page.getByText("Your message has been sent. Thank you!");
    await success.waitFor({ timeout: 20_000 });
    await shot(page, "contact-delivered", success);
    expect(await count("inquiries", 'subject = "Queued then sent"')).toBe(1);
    await context.close();
  });
  it("lists a message whose screen was reloaded while it waited, once that wait is over", async () => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    // The shop takes the message but never answers: every send hangs until its timeout (20 s).
    await context.route("**/api/collections/inquiries/records*", () => {});
    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Dilani");
    await page.getByLabel("Email", { exact: true }).fill("dilani@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Reloaded while waiting");
    await page.getByLabel("Message", { exact: true }).fill("The page was reloaded mid-send.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(async () => (await outboxRows(page)).length).toBe(1);
    // The screen waits up to SUBMIT_WAIT_MS (8 s) for the answer; a reload cuts that wait short.
    await page.reload();
    const indicator = page.getByRole("button", { name: "1 submission waiting to be sent" });
    // Shown when the 8 s are over, not when the hung send next changes the item (20 s).
    await indicator.waitFor({ timeout: 14_000 });
    await indicator.click();
    await page
      .getByRole("dialog", { name: "Waiting to be sent" })
      .getByText("Reloaded while waiting")
      .waitFor();
    await context.close();
  });
  it("shows an order refused on delivery with the server's message, Retry and Discard", async () => {
    const email = `refused-${Date.now()}@example.com`;
    await createCustomer(email, "Kamal Perera");
    const product = await admin.collection("products").update(catalogue.optionsId, {
      outOfStock: false,
    });
    const { context, page } = await signedInPhone(email);
    await addToCart(page, product.id);

    await context.setOffline(true);
    await page.goto(`${server.url}/checkout`);
    await placeOrder(page, {
      address: "8 Beach Road",
      province: "Southern",
      district: "Galle",
      city: "Galle",
    });

    // Sold out while the order waited: the server refuses it when it finally arrives.
    await admin.collection("products").update(product.id, { outOfStock: true });
    await context.setOffline(false);
    await page.getByText("This order was not accepted").waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "Your order was not placed" }).waitFor();
    const indicator = page.getByRole("button", { name: "1 submission waiting to be sent" });
    await indicator.click();
    const panel = page.getByRole("dialog", { name: "Waiting to be sent" });
    await panel.getByRole("button", { name: "Retry" }).waitFor();
    await shot(page, "outbox-panel-failed");
    await panel.getByRole("button", { name: "Discard" }).click();
    await indicator.waitFor({ state: "detached" });
    await admin.collection("products").update(product.id, { outOfStock: false });
    await context.close();
  });
});
