/** What the /admin e2e files share: signing in through the form, and a staff account. */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { admin, PASSWORD, server } from "./fixture";

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
