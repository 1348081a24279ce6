/**
 * /admin with a keyboard only (issue: the owner's /admin is keyboard friendly): sign in, open
 * Orders, open an order and take its payment with Tab, Enter and typing, never a click. Each
 * stop checks what a keyboard user relies on: the focused control is the one named, it shows a
 * visible focus ring, and a confirmation takes the focus, its button one Tab away.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { customerOrder } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import { browser, server, withOwnServer } from "./fixture";

withOwnServer({ testCatalogue: true });

/** The focused element's accessible-ish name and whether a focus ring is drawn around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "", ring: false };
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== "none";
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = (element.getAttribute("aria-label") ?? label ?? element.textContent ?? "").trim();
    return { name, ring };
  });
}

/** Presses Tab until the focused control's name matches `name` (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (name.test(now.name)) {
      expect(now.ring, `focus ring on "${now.name}"`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${name} in ${limit} presses`);
}

describe("/admin by keyboard", () => {
  it("signs in, opens an order and takes its payment without a pointer", async () => {
    const email = `keyboard-${Date.now()}@example.com`;
    const { order, customer } = await customerOrder(email, "Kasun Jayasuriya");

    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("Email", { exact: true }).waitFor();
    await tabTo(page, /^Email/);
    await page.keyboard.type(TEST_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Admin" }).waitFor();

    await tabTo(page, /^Orders/);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Orders" }).waitFor();

    // past the row's "Select … for packing slips" box, to the row's link
    await tabTo(page, new RegExp(`^${order.orderNumber}`));
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Payment received" }).waitFor();

    await tabTo(page, /^Payment received$/);
    await page.keyboard.press("Enter");
    // the confirmation takes the focus (its note field), and its button is the next stop
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Note to the customer/);
    await tabTo(page, /^Confirm payment received$/, 1);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Mark as shipped" }).waitFor();

    expect((await customer.collection("orders").getOne(order.id)).status).toBe("Payment received");
    await context.close();
  });
});
