/**
 * A refund for damaged goods at 390×844: the owner records it on a delivered order in /admin
 * with the unboxing video's file, which then opens from the order's history; the sales figure
 * drops by it, and the customer reads it in My Orders; on an order delivered
 * more than seven working days ago the server refuses it and names the last day.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatLkr } from "../../src/shared/money";
import { DAY_MS } from "../../src/shared/sri-lanka-time";
import { lastRefundDay, longDay, sriLankaDay } from "../../src/shared/working-days";
import { deliveredCopy } from "../integration/helpers";
import { mp4 } from "../shared/videos";
import { customerOrder, signInToAdmin } from "./admin-steps";
import { DESKTOP, openPage, PHONE } from "./browser";
import { admin, browser, SCREENS, server, signedInPhone, withOwnServer } from "./fixture";

withOwnServer({ testCatalogue: true });

/** A small valid MP4, as the owner's phone holds the customer's WhatsApp video. */
const videoFile = { name: "unboxing.mp4", mimeType: "video/mp4", buffer: Buffer.from(mp4(4096)) };

async function step(order: string, action: string, fields: object = {}) {
  const current = await admin.collection("orders").getOne(order);
  await admin.collection("orderactions").create({
    clientId: randomUUID(),
    order,
    action,
    fromStatus: current.status,
    ...fields,
  });
}

/** Today's revenue on /admin's first screen, in rupees. */
async function todaysRevenue(page: Page): Promise<number> {
  await page.goto(`${server.url}/admin`);
  const text = (await page.getByTestId("sales-revenue").first().textContent()) ?? "";
  return Number(text.replace(/[^\d-]/g, ""));
}

async function refund(page: Page, amount: string) {
  await page.getByRole("button", { name: "Record a refund" }).click();
  await page.getByLabel("Amount (LKR)").fill(amount);
  await page.getByLabel("Reason").fill("The bottle arrived broken");
  await page.getByLabel("Unboxing video (link)").fill("https://drive.example.com/unboxing.mp4");
  await page.getByRole("button", { name: "Record the refund" }).click();
}

describe("refunds for damaged goods", () => {
  it("the owner refunds a delivered order; sales drop; the customer sees it", async () => {
    const email = `refund-${Date.now()}@example.com`;
    const { order } = await customerOrder(email, "Ayesha Silva");
    await step(order.id, "paid");
    await step(order.id, "shipped", { trackingNumber: "KB123", courier: "Koombiyo" });
    await step(order.id, "delivered");

    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    await page.getByTestId("sales-revenue").first().waitFor();
    const before = await todaysRevenue(page);

    await page.goto(`${server.url}/admin/orders/${order.id}`);
    await page.getByTestId("aftercare-window").waitFor();
    expect(await page.getByTestId("aftercare-window").textContent()).toContain(
      `until ${longDay(lastRefundDay(Date.now()))}`,
    );
    // the video as a file alone, the phone's copy from WhatsApp
    await page.getByRole("button", { name: "Record a refund" }).click();
    await page.getByLabel("Amount (LKR)").fill("500");
    await page.getByLabel("Reason").fill("The bottle arrived broken");
    await page.getByLabel("Unboxing video (file)").setInputFiles(videoFile);
    await page.getByRole("button", { name: "Record the refund" }).click();
    await page.getByText("Refund recorded").waitFor();
    await page.getByText(`Refund ${formatLkr(500)}`).waitFor();
    const video = page.getByRole("link", { name: "Open the unboxing video" });
    const href = (await video.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/api\/files\/.+\.mp4\?token=/);
    expect((await page.request.get(href)).status()).toBe(200);
    await page.getByRole("button", { name: "Record a refund" }).click();
    await page.getByLabel("Amount (LKR)").fill("700");
    await page.getByLabel("Reason").fill("A second bottle leaked");
    await page.getByLabel("Unboxing video (link)").fill("https://drive.example.com/second.mp4");
    await page.getByText("Refund recorded").waitFor({ state: "detached" });
    await page
      .locator("section[aria-labelledby='history-title']")
      .screenshot({ path: path.join(SCREENS, "admin-refund-video-phone.png") });
    await page.getByLabel("Unboxing video (file)").setInputFiles(videoFile);
    // the whole form in one picture (docs/owner-guide.md), then the phone again
    await page.setViewportSize({ ...PHONE, height: 1200 });
    await page
      .locator("section[aria-labelledby='aftercare-title']")
      .screenshot({ path: path.join(SCREENS, "admin-refund-phone.png") });
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Send a replacement" }).click();
    await page
      .locator("section[aria-labelledby='aftercare-title']")
      .screenshot({ path: path.join(SCREENS, "admin-replacement-phone.png") });
    await page.getByRole("button", { name: "Back" }).click();

    await expect.poll(() => todaysRevenue(page)).toBe(before - 500);
    expect(await page.getByTestId("sales-refunds").first().textContent()).toBe(
      `− ${formatLkr(500)}`,
    );
    await context.close();

    const shopper = await signedInPhone(email);
    await shopper.page.goto(`${server.url}/profile`);
    const card = shopper.page.locator(".order-card").first();
    const head = card.locator(".order-card__head");
    if ((await head.getAttribute("aria-expanded")) === "false") await head.click();
    const aftercare = card.getByTestId("order-aftercare");
    await aftercare.waitFor();
    expect(await aftercare.textContent()).toMatch(
      /^Refunded LKR 500 on .+: The bottle arrived broken$/,
    );
    await card.screenshot({ path: path.join(SCREENS, "order-card-refund-phone.png") });
    await shopper.page.setViewportSize(DESKTOP);
    await card.screenshot({ path: path.join(SCREENS, "order-card-refund-desktop.png") });
    await shopper.context.close();
  });

  it("refuses a refund after the seventh working day, naming the last day", async () => {
    const email = `late-${Date.now()}@example.com`;
    const { order } = await customerOrder(email, "Kamal Perera");
    // the most recent delivery whose last day has passed
    const today = sriLankaDay(Date.now());
    let k = 1;
    while (lastRefundDay(Date.now() - k * DAY_MS) >= today) k++;
    const at = Date.now() - k * DAY_MS;
    const late = await deliveredCopy(admin, await admin.collection("orders").getOne(order.id), at);
    const last = longDay(lastRefundDay(at));

    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    await page.goto(`${server.url}/admin/orders/${late.id}`);
    // the screen draws the device's copy of the order first, then the server's: wait for the
    // window that the server's copy names
    await page
      .getByTestId("aftercare-window")
      .filter({ hasText: `ended on ${last}` })
      .waitFor();
    await refund(page, "500");
    // the form says it; the order's list of steps on the device may show the refused item too,
    // for the moment before the form discards it
    await page
      .getByRole("form", { name: "Record a refund" })
      .getByText(
        `Too late: refunds and replacements for damage are taken within seven working days of delivery, and the last day for this order was ${last}.`,
      )
      .waitFor();
    expect((await admin.collection("orders").getOne(late.id)).refunded).toBe(0);
    await context.close();
  });
});
