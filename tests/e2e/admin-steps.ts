/** What the /admin e2e files share: signing in through the form, and a staff account. */
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
