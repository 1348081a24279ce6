/**
 * Issue 39 in Chromium at 390x844: staff without "May confirm payments" cannot mark an order
 * paid (no button, a line saying why, and the server refuses); the owner switches it on from
 * Staff; Customers finds a customer and opens their orders, an order links back to its customer;
 * the new-order toast opens the order; the packing slip of a shipped order shows its tracking
 * number. Screenshots go to .tmp/screens.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAYMENT_CONFIRM_REFUSED } from "../../src/shared/order-actions";
import { createStaff, customerOrder, followingOrders, signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import { admin, browser, SCREENS, server, withOwnServer } from "./fixture";

withOwnServer({ testCatalogue: true });

describe("/admin for issue 39", () => {
  it("keeps Payment received from staff the owner has not allowed", async () => {
    const member = await createStaff("Kasun Staff");
    const { order } = await customerOrder(`pay-${randomUUID().slice(0, 6)}@example.com`, "Ruwan");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page, member);
    await page.goto(`${server.url}/admin/orders/${order.id}`);
    await page.getByRole("button", { name: "Cancel" }).waitFor();
    expect(await page.getByRole("button", { name: "Payment received" }).count()).toBe(0);
    await page.getByText(PAYMENT_CONFIRM_REFUSED).waitFor();
    await page.screenshot({ path: path.join(SCREENS, "admin-staff-no-payment-phone.png") });

    // the server refuses whatever the page offers
    const { default: PocketBase } = await import("pocketbase");
    const client = new PocketBase(server.url);
    await client.collection("staff").authWithPassword(member.email, member.password);
    await expect(
      client.collection("orderactions").create({
        clientId: randomUUID(),
        order: order.id,
        action: "paid",
        fromStatus: "Confirmed",
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await admin.collection("orders").getOne(order.id)).status).toBe("Confirmed");
    await context.close();

    // the owner switches it on from Staff
    const owner = await openPage(browser, PHONE);
    await signInToAdmin(owner.page);
    await owner.page.goto(`${server.url}/admin/staff`);
    await owner.page.getByText(member.email).waitFor();
    const toggle = owner.page
      .getByRole("listitem")
      .filter({ hasText: member.email })
      .getByRole("switch", { name: /May confirm payments/ });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await owner.page.getByText("Kasun Staff may now confirm payments.").waitFor();
    await owner.page.screenshot({ path: path.join(SCREENS, "admin-staff-switch-phone.png") });
    const [stored] = await admin
      .collection("staff")
      .getFullList({ filter: admin.filter("email = {:e}", { e: member.email }) });
    expect(stored?.confirmPayments).toBe(true);
    await owner.context.close();
  });

  it("finds a customer by name, opens their orders, and an order links back", async () => {
    const email = `ayesha-${randomUUID().slice(0, 6)}@example.com`;
    const { order } = await customerOrder(email, "Ayesha Wickramasinghe");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("button", { name: "More" }).click();
    await nav.getByRole("link", { name: "Customers" }).click();
    await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
    await page.getByRole("searchbox", { name: "Search customers" }).fill("wickrama");
    await page.getByText("1 customer", { exact: true }).waitFor();
    const card = page.getByRole("listitem", { name: "Ayesha Wickramasinghe" });
    expect(await page.getByRole("list", { name: "Customers" }).getByRole("listitem").count()).toBe(
      1,
    );
    expect(await card.textContent()).toContain("1 order ·");
    await card.getByLabel("Note on Ayesha Wickramasinghe").fill("Prefers a call after 5 pm");
    await card.getByRole("button", { name: "Save note" }).click();
    await page.getByText("Note saved for Ayesha Wickramasinghe.").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "admin-customers-phone.png") });
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await card.getByRole("link", { name: "Orders of Ayesha Wickramasinghe" }).click();
    const row = page.getByRole("link", { name: new RegExp(order.orderNumber) });
    await row.waitFor();
    await row.click();
    await page.getByRole("heading", { name: order.orderNumber }).waitFor();
    await page.getByRole("link", { name: "Their account, orders and note" }).click();
    await page.getByRole("listitem", { name: "Ayesha Wickramasinghe" }).waitFor();
    expect(await page.getByLabel("Note on Ayesha Wickramasinghe").inputValue()).toBe(
      "Prefers a call after 5 pm",
    );
    await context.close();
  });

  it("opens a new order from its toast; a shipped order's slip shows the tracking", async () => {
    const { context, page } = await openPage(browser, PHONE);
    const following = followingOrders(page);
    await signInToAdmin(page);
    await page.getByRole("heading", { name: "Today", level: 1 }).waitFor();
    await following;
    const { order } = await customerOrder(`toast-${randomUUID().slice(0, 6)}@example.com`, "Dilan");
    await page.getByText(`New order ${order.orderNumber}`).waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Open the order" }).click();
    await page.getByRole("heading", { name: order.orderNumber }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/orders/${order.id}`);

    for (const [action, fromStatus, extra] of [
      ["paid", "Confirmed", {}],
      ["shipped", "Payment received", { trackingNumber: "KB987654321LK", courier: "Koombiyo" }],
    ] as const) {
      await admin
        .collection("orderactions")
        .create({ clientId: randomUUID(), order: order.id, action, fromStatus, ...extra });
    }
    await page.goto(`${server.url}/admin/packing-slips?ids=${order.id}&paper=a4`);
    const slip = page.getByRole("article", { name: `Packing slip ${order.orderNumber}` });
    await slip.getByText("KB987654321LK").waitFor();
    expect(await slip.textContent()).toContain("Tracking (Koombiyo) KB987654321LK");
    await context.close();
  });
});
