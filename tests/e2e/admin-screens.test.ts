/**
 * Every /admin screen in Chromium at phone and desktop width, on the demo catalogue with a few
 * orders and a message: axe finds nothing serious, and screenshots go to .tmp/screens for review
 * (docs/owner-guide.md uses some of them).
 */

import { randomUUID } from "node:crypto";
import path from "node:path";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { orderBody } from "../integration/helpers";
import { createStaff, signInToAdmin } from "./admin-steps";
import { seriousViolations } from "./axe";
import { openPage, PHONE, WIDTHS } from "./browser";
import {
  admin,
  browser,
  createCustomer,
  PASSWORD,
  SCREENS,
  server,
  withOwnServer,
} from "./fixture";

withOwnServer({ demo: true });

/** A photo of a bank deposit slip, drawn, so the order's screenshot shows one. */
function depositSlip(): Promise<Buffer> {
  const lines = [
    "Commercial Bank · Deposit",
    "Account 1000 2345 6789",
    "Ref 0042 1187 · Colombo 03",
  ];
  const text = lines
    .map((line, i) => `<text x="24" y="${70 + i * 44}" font-size="26">${line}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="260"><rect width="480" height="260" fill="#f4f1ea"/><rect x="8" y="8" width="464" height="244" fill="none" stroke="#456" stroke-width="3"/><g font-family="sans-serif" fill="#223">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function placeDemoOrders(): Promise<string[]> {
  const plain = (
    await admin.collection("products").getList(1, 60, { filter: "outOfStock = false" })
  ).items.filter((p) => !Array.isArray(p.options) || p.options.length === 0);
  const ids: string[] = [];
  for (const [i, name] of ["Ayesha Silva", "Nimal Perera", "Dilani Fernando"].entries()) {
    const email = `screens-${i}-${randomUUID().slice(0, 6)}@example.com`;
    await createCustomer(email, name);
    const customer = new PocketBase(server.url);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    const body: Record<string, unknown> = orderBody(
      plain.slice(0, i + 1).map((p) => ({ product: p.id, option: null, quantity: 1 })),
    );
    const [first, last] = name.split(" ");
    body.customerInfo = {
      ...(body.customerInfo as object),
      firstName: first ?? "",
      lastName: last ?? "",
    };
    const order = await customer.collection("orders").create(body);
    ids.push(order.id);
    if (i === 0) {
      const slip = new FormData();
      slip.append("clientId", randomUUID());
      slip.append("order", order.id);
      slip.append("file", new File([new Uint8Array(await depositSlip())], "slip.jpg"));
      await customer.collection("paymentslips").create(slip);
    }
  }
  await createStaff("Sunil Jayasuriya");
  await new PocketBase(server.url).collection("inquiries").create({
    clientId: randomUUID(),
    name: "Kamal Wijesinghe",
    email: "kamal@example.com",
    subject: "Sizes in stock",
    message: "Do you have the Air Max in size 42?",
  });
  return ids;
}

describe("/admin screens", () => {
  // eight screens, each checked by axe at two widths: 45 s alone, over 90 s on a loaded machine
  it("passes axe and is shot at both widths", { timeout: 240_000 }, async () => {
    const [orderId, secondId] = await placeDemoOrders();
    const { context, page } = await openPage(browser, PHONE);
    for (const [label, size] of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`${server.url}/admin`);
      await page.getByRole("heading", { name: "Shop admin" }).waitFor();
      await page.screenshot({ path: path.join(SCREENS, `admin-sign-in-${label}.png`) });
    }
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await signInToAdmin(page);

    const screens: [string, string, string][] = [
      ["today", "/admin", "What needs doing"],
      ["orders", "/admin/orders", "Orders"],
      ["order", `/admin/orders/${orderId}`, "Customer"],
      ["packing-slips", `/admin/packing-slips?ids=${orderId},${secondId}`, "Deliver to"],
      ["messages", "/admin/messages", "Messages"],
      ["catalogue", "/admin/catalogue", "Catalogue"],
      ["settings", "/admin/settings", "Settings"],
      ["staff", "/admin/staff", "Staff"],
      ["customers", "/admin/customers", "Customers"],
    ];
    const problems: string[] = [];
    for (const [name, url, heading] of screens) {
      await page.goto(`${server.url}${url}`);
      await page.getByRole("heading", { name: heading }).first().waitFor();
      await page.waitForLoadState("networkidle");
      for (const [label, size] of WIDTHS) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(SCREENS, `admin-${name}-${label}.png`) });
        problems.push(...(await seriousViolations(page)).map((p) => `${name} ${label}: ${p}`));
      }
      await page.setViewportSize(PHONE);
    }
    expect(problems).toEqual([]);

    // Printed: the slips alone, no header or buttons.
    await page.goto(`${server.url}/admin/packing-slips?ids=${orderId},${secondId}`);
    await page.getByRole("heading", { name: "Deliver to" }).first().waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(SCREENS, "admin-packing-slips-print.png") });
    await context.close();
  });
});
