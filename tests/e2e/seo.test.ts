/**
 * Titles, descriptions, Open Graph and Product JSON-LD in the running app, from the sitemap; a
 * product's readable link (/p/HANDLE) online and offline; sharing it.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { whatsappHref } from "../../src/lib/whatsapp";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, SCREENS, withBrowser } from "./fixture";
import { waitForServiceWorker } from "./service-worker";

const appUrl = sharedServerUrl();

withBrowser();

describe("found and shared", () => {
  it("gives each route its own title and description, updated on client-side navigation", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/faq`);
    await expect.poll(() => page.title()).toBe("Frequently asked questions | Island Imports");
    const description = () =>
      page
        .locator('meta[name="description"]')
        .getAttribute("content")
        .then((c) => c ?? "");
    expect(await description()).toContain("7-10 working day");

    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => page.title()).toBe("Contact us | Island Imports");
    expect(await description()).toContain("8am-7pm IST");

    await page.locator("header").getByRole("link", { name: "Categories" }).click();
    await expect.poll(() => page.title()).toBe("All categories | Island Imports");
    await context.close();
  });

  it("opens a product's readable link from the sitemap with its own head, then leaves it", async () => {
    const [link] = await sitemapProductLinks();
    const record = await productAt(link);

    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(link);
    await productShown(page, record.name);
    expect(await page.title()).toBe(`${record.name} | Island Imports`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(link);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("product");
    const jsonLd = JSON.parse((await page.locator("#ld-page").textContent()) ?? "[]");
    expect(jsonLd[0]).toMatchObject({
      "@type": "Product",
      name: record.name,
      sku: record.id,
      offers: { priceCurrency: "LKR" },
    });
    expect(jsonLd[1]["@type"]).toBe("BreadcrumbList");

    // leaving the product removes its structured data, canonical link and title
    await page.locator("header").getByRole("link", { name: "About" }).click();
    await expect.poll(() => page.title()).toBe("About us | Island Imports");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await context.close();
  });

  it("opens a readable link offline after a visit, from the device's catalogue", async () => {
    const [first, second] = await sitemapProductLinks();
    const other = await productAt(second);
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await page.goto(first);
    await productShown(page, (await productAt(first)).name);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(second);
    await productShown(page, other.name);
    await expect.poll(() => page.title()).toBe(`${other.name} | Island Imports`);
    await context.close();
  });

  it("shares the readable link: copied where there is no share sheet, and on WhatsApp", async () => {
    const [link] = await sitemapProductLinks();
    const record = await productAt(link);
    const settings = await (await fetch(`${appUrl}/api/collections/settings/records`)).json();
    const phone: string = settings.items[0]?.supportPhone || "+94 77 123 4567";
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl });
      await context.addInitScript(() => {
        // a desktop Chromium without the Web Share API
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(link);
      await productShown(page, record.name);
      const ask = page.locator(".details").getByRole("link", { name: "Ask on WhatsApp" });
      expect(await ask.getAttribute("href")).toBe(
        whatsappHref(phone, `Hello! I have a question about ${record.name}: ${link}`),
      );
      // the buttons on screen (a phone has them below the photo)
      await ask.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS, `product-link-buttons-${name}.png`) });
      await page.locator(".details").getByRole("button", { name: "Share" }).click();
      await page.getByText("Link copied").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await context.close();
    }
  });
});

/** The sitemap's readable product links (the demo catalogue's products all have a handle). */
async function sitemapProductLinks(): Promise<[string, string]> {
  const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  const [first, second] = [...sitemap.matchAll(/<loc>([^<]*\/p\/[a-z0-9_-]+)<\/loc>/g)].map(
    (m) => m[1] ?? "",
  );
  if (!first || !second) throw new Error("the sitemap lists fewer than two readable links");
  return [first, second];
}

/** The product record a readable link names. */
async function productAt(link: string): Promise<{ id: string; name: string }> {
  const handle = new URL(link).pathname.slice("/p/".length);
  const filter = encodeURIComponent(`handle = "${handle}"`);
  const list = await (
    await fetch(`${appUrl}/api/collections/products/records?filter=${filter}`)
  ).json();
  return list.items[0];
}

/** The app drew the product from the device (the server's first screen has no buttons). */
async function productShown(page: Page, name: string) {
  const details = page.locator(".details");
  // a first visit: the product waits for its sync (seconds on a loaded machine)
  await details
    .getByRole("button", { name: /Add to Cart|Out of Stock/ })
    .waitFor({ timeout: 15_000 });
  expect(await details.locator("h1").textContent()).toBe(name);
}
