/** Titles, descriptions, Open Graph and Product JSON-LD in the running app, from the sitemap. */
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage } from "./browser";
import { browser, withBrowser } from "./fixture";

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

  it("opens a sitemap product link with the product's title, Open Graph tags and JSON-LD", async () => {
    const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
    const link = sitemap.match(/<loc>([^<]*\/product-details\?id=[a-z0-9]+)<\/loc>/)?.[1];
    expect(link).toBeDefined();
    const id = new URL(link ?? "").searchParams.get("id");
    const record = await (await fetch(`${appUrl}/api/collections/products/records/${id}`)).json();

    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(link ?? "");
    // a first visit: the title waits for the product's sync (seconds on a loaded machine)
    await expect
      .poll(() => page.title(), { timeout: 10_000 })
      .toBe(`${record.name} | Island Imports`);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("product");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: record.name,
      sku: id,
      offers: { priceCurrency: "LKR" },
    });

    // leaving the product removes its structured data and title
    await page.locator("header").getByRole("link", { name: "About" }).click();
    await expect.poll(() => page.title()).toBe("About us | Island Imports");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    await context.close();
  });
});
