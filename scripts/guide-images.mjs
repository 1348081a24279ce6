/**
 * `npm run guide:images`: retakes the product form's pictures in docs/owner-guide.md
 * (docs/images/product-*.png) on a shop seeded with the demo catalogue, as the owner sees it on
 * a 390×844 phone: the current tab bar, the demo's names, and two 4000×3000 "phone photos"
 * made from the demo's own product pictures. Takes a build and a minute or two.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { ownerPhonePage, startSeededServer } from "./bench/seeded-server.mjs";
import { buildApp } from "./lib/build.mjs";
import { launchChromium } from "./lib/chromium.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGES = path.join(ROOT, "docs", "images");

/**
 * A demo product picture on a 4000×3000 canvas, as a phone's camera would hand it over.
 * @param {string} dir
 * @param {string} image a file name in seed/images
 */
async function phonePhoto(dir, image) {
  const file = path.join(dir, image.replace(/\.webp$/, ".jpg"));
  const picture = await sharp(path.join(ROOT, "seed", "images", image))
    .resize(3000, 3000)
    .toBuffer();
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#eef2ee" } })
    .composite([{ input: picture, left: 500, top: 0 }])
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}

const outDir = await mkdtemp(path.join(os.tmpdir(), "shop-build-"));
const photoDir = await mkdtemp(path.join(os.tmpdir(), "guide-photos-"));
const server = await (async () => {
  console.error("building the app…");
  buildApp(outDir, { quiet: true });
  return startSeededServer({ publicDir: outDir });
})();
const browser = await launchChromium();
try {
  const photos = [
    await phonePhoto(photoDir, "camellia-cleansing-oil.webp"),
    await phonePhoto(photoDir, "rice-water-foaming-cleanser-150-ml.webp"),
  ];
  const page = await ownerPhonePage(browser, server);
  await page.getByRole("link", { name: "Catalogue" }).click();
  await page.getByRole("link", { name: "New product" }).click();

  await page.getByLabel("Name", { exact: true }).fill("Camellia Cleansing Oil");
  await page.getByLabel("Brand", { exact: true }).fill("Seoul Dew");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Skin Care" });
  await page.getByLabel("Subcategory", { exact: true }).selectOption({ label: "Cleansers" });
  await page
    .getByLabel("Description", { exact: true })
    .fill("A light camellia oil that melts sunscreen and make-up, then rinses clean.");
  await page.getByLabel("Photos", { exact: true }).setInputFiles(photos);
  await page.locator(".product-photos__item img").nth(1).waitFor({ timeout: 120_000 });
  await page.getByText("Add photos", { exact: true }).scrollIntoViewIfNeeded();
  await page
    .locator(".product-photos")
    .screenshot({ path: path.join(IMAGES, "product-photos.png") });

  await page.getByLabel("Price (LKR)", { exact: true }).fill("3900");
  await page.getByLabel(/^Regular price \(LKR\)/).fill("4600");
  await page.getByRole("button", { name: /^Use “/ }).click();
  const price = page
    .getByLabel("Price (LKR)", { exact: true })
    .locator("xpath=ancestor::fieldset[1]");
  await price.scrollIntoViewIfNeeded();
  await price.screenshot({ path: path.join(IMAGES, "product-price.png") });

  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByLabel("Option", { exact: true }).nth(0).fill("100 ml");
  await page.getByLabel("Option price (LKR)").nth(0).fill("3900");
  await page.getByLabel("Option", { exact: true }).nth(1).fill("200 ml");
  await page.getByLabel("Option price (LKR)").nth(1).fill("6500");
  const options = page
    .getByRole("button", { name: "Add option" })
    .locator("xpath=ancestor::fieldset[1]");
  // at the top of the screen, clear of the Save bar, nothing focused
  await page.evaluate(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
  );
  await options.evaluate((fieldset) => fieldset.scrollIntoView({ block: "start" }));
  await options.screenshot({ path: path.join(IMAGES, "product-options.png") });
  console.error(
    `wrote product-photos.png, product-price.png and product-options.png to docs/images`,
  );
} finally {
  await browser.close();
  await server.dispose();
  await rm(outDir, { recursive: true, force: true });
  await rm(photoDir, { recursive: true, force: true });
}
