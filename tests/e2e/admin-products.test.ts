/**
 * The owner's product form in Chromium at 390×844: a new product with two options and two
 * 4000×3000 phone photos of over 6 MB each (resized on the device before they leave) reaches an
 * open shop's search within seconds with both photos and its option prices; an option price
 * change shows in the shop; Hidden takes it out of search and its page. Staff get no form, and
 * the server refuses them whatever the page offers. Screens go to .tmp/screens (the owner's
 * guide takes its pictures from docs/images: `npm run guide:images` retakes them on the demo).
 */
import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import type { RecordModel } from "pocketbase";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaff, signInToAdmin } from "./admin-steps";
import { DESKTOP, openPage, PHONE } from "./browser";
import {
  admin,
  browser,
  catalogue,
  SCREENS,
  screenSettled,
  server,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

let photos: string[] = [];

/** A 4000×3000 JPEG of noise at quality 95: as many bytes as a real 12-megapixel photo. */
async function phonePhoto(dir: string, name: string, seed: number) {
  const file = path.join(dir, name);
  await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 110 + seed * 30, sigma: 70 },
    },
  })
    .jpeg({ quality: 95 })
    .toFile(file);
  return file;
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "phone-photos-"));
  photos = [await phonePhoto(dir, "IMG_0001.jpg", 0), await phonePhoto(dir, "IMG_0002.jpg", 1)];
  for (const photo of photos) expect((await stat(photo)).size).toBeGreaterThan(6_000_000);
});

const card = (page: Page, id: string) => page.locator(`main [data-product-id="${id}"]`).first();
const savedId = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";

/** Saves the form and waits until the server holds what `stored` looks for. */
async function saveAndWait(page: Page, stored: (record: RecordModel) => unknown) {
  await page.getByRole("button", { name: "Save product" }).click();
  await expect
    .poll(async () => stored(await admin.collection("products").getOne(savedId(page))))
    .toBeTruthy();
}

describe("the owner's product form", () => {
  it("adds a product with options and phone photos that an open shop finds at once", async () => {
    const name = `Rose Water Toner ${Date.now() % 100000}`;
    const shop = await openPage(browser, PHONE);
    await shop.page.goto(`${server.url}/search?query=${encodeURIComponent(name)}`);

    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    await page.getByRole("link", { name: "Catalogue" }).click();
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Brand", { exact: true }).fill("Seoul Dew");
    const category = await admin.collection("categories").getOne(catalogue.categoryId);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: category.name });
    await page.getByLabel("Subcategory", { exact: true }).selectOption({ label: "Other" });
    await page.getByLabel("Description", { exact: true }).fill("A gentle toner with rose water.");
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByLabel("Option", { exact: true }).nth(0).fill("150 ml");
    await page.getByLabel("Option price (LKR)").nth(0).fill("2950");
    await page.getByLabel("Option", { exact: true }).nth(1).fill("300 ml");
    await page.getByLabel("Option price (LKR)").nth(1).fill("4,950");
    expect(await page.getByLabel("Price (LKR)", { exact: true }).count()).toBe(0);
    await page.getByText("Sinhala and Tamil (optional)").click();
    await page.getByLabel("Sinhala name").fill("රෝස වතුර ටෝනර්");

    await page.getByLabel("Photos", { exact: true }).setInputFiles(photos);
    // decoding and encoding two 12-megapixel photos takes a busy test machine a while
    await expect
      .poll(() => page.locator(".product-photos__item img").count(), { timeout: 60_000 })
      .toBe(2);
    await page.screenshot({
      path: path.join(SCREENS, "admin-product-new-390.png"),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const [step, label] of [
      ["1-top", "Name"],
      ["2-photos", "Add photos"],
      ["3-price", "Shown struck through beside the price."],
      ["4-options", "Add option"],
    ] as const) {
      await page.getByText(label, { exact: true }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS, `admin-product-${step}-390.png`) });
    }
    const started = Date.now();
    await page.getByRole("button", { name: "Save product" }).click();
    await page.waitForURL(/\/admin\/catalogue\/[a-z0-9]{15}$/);
    const id = savedId(page);

    await card(shop.page, id).waitFor({ timeout: 5000 });
    const seenAfterMs = Date.now() - started;
    expect(seenAfterMs).toBeLessThan(10_000);
    expect(await card(shop.page, id).locator(".price").innerText()).toContain("LKR 2,950");
    await shop.page.goto(`${server.url}/product-details?id=${id}`);
    await shop.page.getByRole("radio", { name: "300 ml" }).waitFor();
    await expect.poll(() => shop.page.locator(".gallery__slide img").count()).toBe(2);
    const stored = await admin.collection("products").getOne(id);
    expect(stored.images).toHaveLength(2);
    // what arrived is what left the phone: resized, not the 6+ MB photo (noise, the worst case
    // for compression, stays near 1.5 MB; a real photo comes to a few hundred KB)
    for (const file of stored.images) {
      const bytes = (
        await (await fetch(`${server.url}/api/files/products/${id}/${file}`)).arrayBuffer()
      ).byteLength;
      expect(bytes).toBeGreaterThan(20_000);
      expect(bytes).toBeLessThan(2_000_000);
    }
    expect(stored.price).toBe(2950);

    // a shopper reading Sinhala finds it by its Sinhala name, and sees that name
    const sinhalaContext = await browser.newContext({
      viewport: PHONE,
      locale: "si-LK",
      serviceWorkers: "block",
    });
    const sinhala = { context: sinhalaContext, page: await sinhalaContext.newPage() };
    await sinhala.page.goto(`${server.url}/search?query=${encodeURIComponent("රෝස වතුර")}`);
    await expect.poll(() => card(sinhala.page, id).innerText()).toContain("රෝස වතුර ටෝනර්");
    await sinhala.context.close();

    // an option price change shows in the shop
    await page.getByLabel("Option price (LKR)").nth(0).fill("3100");
    await saveAndWait(page, (r) => r.price === 3100);
    // the "saved" toast does not stand between the owner's thumb and the Save button
    await page.getByText(/: saved\. Open shops show it at once\.$/).waitFor();
    const tapped = await page.getByRole("button", { name: "Save product" }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit?.closest("button")?.textContent ?? hit?.className;
    });
    expect(tapped).toBe("Save product");
    await shop.page.getByRole("radio", { name: "150 ml" }).click();
    await expect.poll(() => shop.page.locator(".details__price").innerText()).toContain("3,100");

    const wide = await openPage(browser, DESKTOP);
    await signInToAdmin(wide.page);
    await wide.page.goto(`${server.url}/admin/catalogue/${id}`);
    await wide.page.getByLabel("Name", { exact: true }).waitFor();
    await wide.page.screenshot({ path: path.join(SCREENS, "admin-product-edit-1280.png") });
    await wide.context.close();

    // hidden: gone from the shop's page and search, kept for the owner
    await page.getByLabel(/^Hidden/).check();
    await saveAndWait(page, (r) => r.hidden);
    await shop.page.getByRole("heading", { name: "Product not found" }).waitFor();
    await shop.page.goto(`${server.url}/search?query=${encodeURIComponent(name)}`);
    await screenSettled(shop.page);
    expect(await card(shop.page, id).count()).toBe(0);
    expect((await admin.collection("products").getOne(id)).hidden).toBe(true);
    await context.close();
    await shop.context.close();
    // a busy machine: two 12-megapixel photos are decoded and encoded in the page
  }, 300_000);

  it("shows staff no form, and the server refuses them a product", async () => {
    const staff = await createStaff("Nimal Perera");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page, staff);
    await page.goto(`${server.url}/admin/catalogue`);
    await page.getByRole("list", { name: "Products" }).getByRole("listitem").first().waitFor();
    expect(await page.getByRole("link", { name: "New product" }).count()).toBe(0);
    await page.goto(`${server.url}/admin/catalogue/new`);
    await page.getByText("Only the owner can add and edit products: staff switch stock.").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).count()).toBe(0);
    const { default: PocketBase } = await import("pocketbase");
    const client = new PocketBase(server.url);
    await client.collection("staff").authWithPassword(staff.email, staff.password);
    await expect(
      client.collection("products").create({
        name: "Staff product",
        category: catalogue.categoryId,
        subcategory: catalogue.subcategoryId,
        price: 100,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await context.close();
  });
});
