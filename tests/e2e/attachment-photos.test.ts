/**
 * Photos a shopper attaches, in Chromium at 390x844 (src/lib/prepare-attachment.ts): a
 * 12-megapixel JPEG, PNG and WebP slip is resized on the device and accepted; a renamed file
 * that is no photo is refused in the shopper's words, in Sinhala for a Sinhala shopper. A custom
 * request takes 2 photos (one 4000x3000), the owner sees them in /admin -> Messages, and offline
 * a request with a photo waits on the device and arrives once.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import si from "../../src/locales/si.json";
import { SLIP_RULE } from "../../src/shared/attachments";
import { CUSTOM_ORDER_SUCCESS } from "../../src/shared/validation/forms";
import { customerOrder, signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import {
  admin,
  browser,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000x3000 photo: noise over a gradient, so the JPEG weighs what a phone's does (> 5 MB). */
async function phonePhoto(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  const image =
    format === "jpeg"
      ? sharp(randomBytes(WIDTH * HEIGHT * 3), {
          raw: { width: WIDTH, height: HEIGHT, channels: 3 },
        })
      : sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#8ab" } });
  if (format === "jpeg") return image.jpeg({ quality: 92 }).toBuffer();
  return format === "png" ? image.png().toBuffer() : image.webp().toBuffer();
}

const MIME = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

async function storedSize(record: { id: string; collectionId: string }, name: string) {
  const token = await admin.files.getToken();
  const response = await fetch(admin.files.getURL(record, name, { token }));
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { bytes: bytes.length, width: meta.width ?? 0, height: meta.height ?? 0 };
}

async function requestCount(description: string) {
  return (
    await admin
      .collection("customorders")
      .getFullList({ filter: admin.filter("description = {:d}", { d: description }) })
  ).length;
}

async function fillRequest(page: Page, description: string) {
  await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
  await page.getByLabel("WhatsApp number", { exact: true }).fill("0771234567");
  await page.getByLabel("Description", { exact: true }).fill(description);
}

describe("a payment slip's photo", () => {
  it("is resized on the device and accepted as JPEG, PNG and WebP; a renamed file is refused in words", async () => {
    const email = `slip-photo-${Date.now()}@example.com`;
    const { order } = await customerOrder(email, "Nimal Perera");
    const { context, page } = await signedInPhone(email);
    try {
      await page.goto(`${server.url}/profile`);
      const panel = page.getByRole("region", { name: `Payment for ${order.orderNumber}` });
      const input = panel.locator('input[type="file"]');
      for (const [n, format] of (["jpeg", "png", "webp"] as const).entries()) {
        const buffer = await phonePhoto(format);
        if (format === "jpeg") expect(buffer.length).toBeGreaterThan(SLIP_RULE.maxBytes);
        await input.setInputFiles({
          name: `slip-${format}.${format}`,
          mimeType: MIME[format],
          buffer,
        });
        await expect
          .poll(() => panel.getByText("Sent to the shop").count(), { timeout: 30_000 })
          .toBe(n + 1);
      }
      expect(await panel.getByRole("alert").count()).toBe(0);
      const slips = await admin
        .collection("paymentslips")
        .getFullList({ filter: admin.filter("order = {:o}", { o: order.id }) });
      expect(slips).toHaveLength(3);
      for (const slip of slips) {
        const stored = await storedSize(slip, slip.file);
        expect(Math.max(stored.width, stored.height)).toBe(2000);
        expect(stored.bytes).toBeLessThan(SLIP_RULE.maxBytes);
        console.log(`slip stored ${stored.width}x${stored.height}, ${stored.bytes} bytes`);
      }

      const text = Buffer.from("a letter, renamed to look like a photo");
      await input.setInputFiles({ name: "bank-slip.png", mimeType: "image/png", buffer: text });
      const alert = panel.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toBe(SLIP_RULE.wrongType);
      await panel.screenshot({ path: path.join(SCREENS, "slip-refused-words-phone.png") });

      await page.evaluate(() => localStorage.setItem("shop-language", "si"));
      await page.reload();
      const sinhala = (si as Record<string, string>)[SLIP_RULE.wrongType] ?? "";
      expect(sinhala).toMatch(/[\u0D80-\u0DFF]/);
      const siPanel = page.locator(".payment").first();
      await siPanel
        .locator('input[type="file"]')
        .setInputFiles({ name: "bank-slip.png", mimeType: "image/png", buffer: text });
      await siPanel.getByRole("alert").waitFor();
      expect(await siPanel.getByRole("alert").textContent()).toBe(sinhala);
      await siPanel.screenshot({ path: path.join(SCREENS, "slip-refused-words-si-phone.png") });
      expect(
        await admin
          .collection("paymentslips")
          .getList(1, 1, { filter: admin.filter("order = {:o}", { o: order.id }) })
          .then((l) => l.totalItems),
      ).toBe(3);
    } finally {
      await context.close();
    }
  });
});

describe("a custom request's photos", () => {
  it("go with the request (one 4000x3000) and the owner sees them in Messages", async () => {
    const email = `request-photos-${Date.now()}@example.com`;
    await createCustomer(email, "Ayesha Silva");
    const { context, page } = await signedInPhone(email);
    const description = `A red handbag like these photos ${Date.now()}`;
    try {
      await page.goto(`${server.url}/custom-request`);
      await fillRequest(page, description);
      const screenshot = await sharp({
        create: { width: 390, height: 844, channels: 3, background: "#c33" },
      })
        .png()
        .toBuffer();
      await page.locator('.request-photos input[type="file"]').setInputFiles([
        { name: "IMG_4021.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("jpeg") },
        { name: "Screenshot.png", mimeType: "image/png", buffer: screenshot },
      ]);
      await expect.poll(() => page.locator(".request-photos__item img").count()).toBe(2);
      await page.locator(".request-photos").screenshot({
        path: path.join(SCREENS, "custom-request-photos-phone.png"),
      });
      await page.getByRole("button", { name: "Submit request" }).click();
      await page.getByText(CUSTOM_ORDER_SUCCESS).waitFor({ timeout: 20_000 });
      await expect.poll(() => requestCount(description), { timeout: 20_000 }).toBe(1);
      const [request] = await admin
        .collection("customorders")
        .getFullList({ filter: admin.filter("description = {:d}", { d: description }) });
      if (!request) throw new Error("the request was not stored");
      expect(request.photos).toHaveLength(2);
      const big = await storedSize(request, request.photos[0]);
      expect(Math.max(big.width, big.height)).toBe(2000);
      console.log(`request photo stored ${big.width}x${big.height}, ${big.bytes} bytes`);
    } finally {
      await context.close();
    }

    const { context: ownerContext, page: owner } = await openPage(browser, PHONE);
    try {
      await signInToAdmin(owner);
      await owner.goto(`${server.url}/admin/messages`);
      await owner.getByRole("button", { name: "Custom requests" }).click();
      const card = owner.locator(".message").filter({ hasText: description });
      const photos = card.getByRole("list", { name: "Photos" }).locator("img");
      await expect.poll(() => photos.count(), { timeout: 15_000 }).toBe(2);
      await expect
        .poll(() =>
          photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
        )
        .toEqual([2000, 390]);
      await card.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: path.join(SCREENS, "admin-request-photos-phone.png") });
    } finally {
      await ownerContext.close();
    }
  });

  it("waits on the device offline with its photo and is sent once", async () => {
    const email = `request-offline-${Date.now()}@example.com`;
    await createCustomer(email, "Kamal Fernando");
    const { context, page } = await signedInPhone(email);
    const description = `Running shoes like this photo ${Date.now()}`;
    try {
      await page.goto(`${server.url}/custom-request`);
      await context.setOffline(true);
      await fillRequest(page, description);
      await page.locator('.request-photos input[type="file"]').setInputFiles({
        name: "IMG_5000.webp",
        mimeType: "image/webp",
        buffer: await phonePhoto("webp"),
      });
      await page.locator(".request-photos__item img").waitFor();
      await page.getByRole("button", { name: "Submit request" }).click();
      await page.getByText("Saved on this device").waitFor({ timeout: 15_000 });
      expect(await page.locator(".request-photos__item").count()).toBe(0);
      await page.reload();
      expect(await requestCount(description)).toBe(0);
      await context.setOffline(false);
      await expect.poll(() => requestCount(description), { timeout: 30_000 }).toBe(1);
      // a window for a second send, which must not come
      await page.waitForTimeout(3_000);
      expect(await requestCount(description)).toBe(1);
      const [request] = await admin
        .collection("customorders")
        .getFullList({ filter: admin.filter("description = {:d}", { d: description }) });
      expect(request?.photos).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
