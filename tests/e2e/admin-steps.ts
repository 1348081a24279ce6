/**
 * What the /admin e2e files share: signing in through the form, a staff account, a customer's
 * order, the quote form.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { orderBody } from "../integration/helpers";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { admin, catalogue, createCustomer, PASSWORD, server } from "./fixture";

/** Opens /admin and signs in through its form; waits for the admin's navigation. */
export async function signInToAdmin(
  page: Page,
  who: { email: string; password: string } = TEST_ADMIN,
) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Admin" }).waitFor();
}

/**
 * Resolves once the page follows orders live: the server has answered its realtime
 * subscription to `orders/*`, so an order placed from then on reaches it. Call it before the
 * page opens /admin.
 */
export function followingOrders(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/realtime") &&
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes('"orders/*"') &&
      response.ok(),
  );
}

/**
 * The owner, signed in on a phone page, opens Send a quote on the first custom request and
 * writes its item, price (LKR) and weight (g); the caller adds the rest and sends it.
 */
export async function openQuoteForm(page: Page, item: string, price: number, grams: number) {
  await page.goto(`${server.url}/admin/messages`);
  await page.getByRole("button", { name: "Custom requests" }).click();
  await page.getByRole("button", { name: "Send a quote" }).click();
  await page.getByLabel("Item").fill(item);
  await page.getByLabel("Price (LKR)").fill(String(price));
  await page.getByLabel("Weight (g)").fill(String(grams));
}

/** A staff account (password PASSWORD) created by the owner. */
export async function createStaff(name: string) {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  return { email, password: PASSWORD };
}

/** A new customer `email` and their order of `quantity` plain products, placed through the API. */
export async function customerOrder(email: string, name: string, quantity = 1) {
  const user = await createCustomer(email, name);
  const { default: PocketBase } = await import("pocketbase");
  const customer = new PocketBase(server.url);
  await customer.collection("users").authWithPassword(email, PASSWORD);
  const order = await customer
    .collection("orders")
    .create(orderBody([{ product: catalogue.plainId, option: null, quantity }]));
  return { user, order, customer };
}
