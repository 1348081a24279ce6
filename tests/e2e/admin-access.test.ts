/**
 * Who gets into /admin, in Chromium at phone width: a guest and a signed-in customer see the
 * sign-in and nothing else (a customer's own password opens nothing), staff work orders and
 * stock but cannot open settings or change a price, and a shopper's first visit loads none of
 * /admin's code; /admin is noindex and robots.txt disallows it.
 */
import { describe, expect, it } from "vitest";
import { createStaff, signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import {
  admin,
  browser,
  createCustomer,
  PASSWORD,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

describe("/admin access", () => {
  it("shows a guest and a customer the sign-in only, and a customer's password opens nothing", async () => {
    const guest = await openPage(browser, PHONE);
    const response = await guest.page.goto(`${server.url}/admin/orders`);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await guest.page.getByRole("heading", { name: "Shop admin" }).waitFor();
    expect(await guest.page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    expect(await guest.page.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    await guest.context.close();

    const email = `admin-customer-${Date.now()}@example.com`;
    await createCustomer(email, "Kasun Fernando");
    const { context, page } = await signedInPhone(email);
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText(/email or password/i).waitFor();
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Orders" }).count()).toBe(0);
    await context.close();
  });

  it("lets staff work orders and stock, but not open settings or change a price", async () => {
    const staff = await createStaff("Sunil Jayasuriya");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page, staff);
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Today",
      "Orders",
      "Messages",
      "Catalogue",
    ]);

    await page.goto(`${server.url}/admin/settings`);
    await page.getByText("Only the owner can change the shop's settings.").waitFor();
    expect(await page.getByLabel(/Bank/).count()).toBe(0);

    await page.goto(`${server.url}/admin/catalogue`);
    await page.getByRole("list", { name: "Products" }).getByRole("listitem").first().waitFor();
    expect(await page.getByLabel("Price (LKR)").count()).toBe(0);
    expect(await page.getByRole("switch", { name: "Out of stock" }).count()).toBeGreaterThan(0);

    // The server refuses a price from staff whatever the page offers.
    const { default: PocketBase } = await import("pocketbase");
    const client = new PocketBase(server.url);
    await client.collection("staff").authWithPassword(staff.email, staff.password);
    const [product] = await admin.collection("products").getFullList({ perPage: 1 });
    if (!product) throw new Error("no product");
    await expect(
      client.collection("products").update(product.id, { price: 1 }),
    ).rejects.toMatchObject({ status: expect.any(Number) });
    expect((await admin.collection("products").getOne(product.id)).price).toBe(product.price);
    await context.close();
  });

  it("loads no admin code on a shopper's first visit; robots.txt disallows /admin", async () => {
    const { context, page } = await openPage(browser, PHONE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/home`);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);
    await context.close();

    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });
});
