/** The signed-in checkout, as a customer goes through it (name and email come from the account). */
import type { Page } from "playwright-core";

export async function placeOrder(
  page: Page,
  where = { address: "12 Galle Road", city: "Colombo", province: "Western", zip: "00300" },
) {
  await page.getByLabel("Phone", { exact: true }).fill("0771234567");
  await page.getByLabel("Address", { exact: true }).fill(where.address);
  await page.getByLabel("City", { exact: true }).fill(where.city);
  await page.getByLabel("Province", { exact: true }).selectOption(where.province);
  await page.getByLabel("ZIP code", { exact: true }).fill(where.zip);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/order-success/);
}
