/** The signed-in checkout, as a customer goes through it (name and email come from the account). */
import type { Page } from "playwright-core";

export interface Where {
  address: string;
  province: string;
  district: string;
  /** a listed town of the district: choosing it fills the postal code */
  city: string;
}

export const COLOMBO: Where = {
  address: "12 Galle Road",
  province: "Western",
  district: "Colombo",
  city: "Colombo 3 (Kollupitiya)",
};

/** Types the phone and picks the address: Province, then District, then City (postal code fills). */
export async function fillAddress(page: Page, where: Where = COLOMBO) {
  await page.getByLabel("Phone", { exact: true }).fill("0771234567");
  await page.getByLabel("Address", { exact: true }).fill(where.address);
  await page.getByLabel("Province", { exact: true }).selectOption(where.province);
  await page.getByLabel("District", { exact: true }).selectOption(where.district);
  await page.getByLabel("City", { exact: true }).fill(where.city);
}

export async function placeOrder(page: Page, where: Where = COLOMBO) {
  await fillAddress(page, where);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/order-success/);
}
