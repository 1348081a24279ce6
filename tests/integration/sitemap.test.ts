/** The server-built sitemap and robots.txt (pb_hooks/sitemap.pb.js) against a real PocketBase. */
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Catalogue, createCatalogue, superuserClient, unique } from "./helpers";

const pbUrl = inject("pbUrl");
let admin: PocketBase;
let catalogue: Catalogue;

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
});

async function fetchSitemap(): Promise<{ type: string | null; xml: string }> {
  const res = await fetch(`${pbUrl}/sitemap.xml`);
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type"), xml: await res.text() };
}

const productLink = (id: string) => `${pbUrl}/product-details?id=${id}</loc>`;

describe("GET /sitemap.xml", () => {
  it("is an XML urlset with the static screens and the catalogue's product links", async () => {
    const { type, xml } = await fetchSitemap();
    expect(type).toContain("application/xml");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    );
    expect(xml).toContain(`<loc>${pbUrl}/home</loc>`);
    expect(xml).toContain(`<loc>${pbUrl}/faq</loc>`);
    expect(xml).toContain(productLink(catalogue.plainId));
    expect(xml).toContain(productLink(catalogue.outOfStockId));
    expect(xml).toMatch(
      new RegExp(`id=${catalogue.plainId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
  });

  it("leaves out products whose category or subcategory is disabled", async () => {
    const { xml } = await fetchSitemap();
    expect(xml).not.toContain(productLink(catalogue.disabledCategoryId));
    expect(xml).not.toContain(productLink(catalogue.disabledSubcategoryId));
  });

  it("stays current: a new product appears and a deleted one disappears at once", async () => {
    const product = await admin.collection("products").create({
      name: unique("Fresh"),
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 990,
    });
    expect((await fetchSitemap()).xml).toContain(productLink(product.id));
    await admin.collection("products").delete(product.id);
    expect((await fetchSitemap()).xml).not.toContain(productLink(product.id));
  });

  it("uses absolute URLs on the origin the crawler asked for", async () => {
    const { xml } = await fetchSitemap();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.length).toBeGreaterThan(5);
    // a product's readable link (/p/HANDLE) where it has a handle
    const shop = /^http:\/\/127\.0\.0\.1:\d+\/([a-z-]+|p\/[a-z0-9_-]+)(\?\S+)?$/;
    for (const loc of locs) expect(loc).toMatch(shop);
  });
});

describe("GET /robots.txt", () => {
  it("allows the shop, keeps private screens out and points at the absolute sitemap", async () => {
    const res = await fetch(`${pbUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /checkout");
    expect(text).toContain("Disallow: /api/");
    // the cart's page is the same for everyone (its lines stay on the device): crawlable
    expect(text).not.toContain("Disallow: /cart");
    expect(text).toContain(`Sitemap: ${pbUrl}/sitemap.xml`);
  });
});
