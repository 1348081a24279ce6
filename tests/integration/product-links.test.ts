/**
 * What a link previewer reads: the raw HTML the server sends for a product's two links and a
 * category's (pb_hooks/lib/page-head.js), and the sitemap's canonical links with their photos.
 * A shop of its own, serving index.html from a public folder as npm start does.
 */
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { unique } from "./helpers";

let server: TestServer;
let publicDir: string;
let admin: PocketBase;
const made: Record<string, { id: string; handle: string; images: string[] }> = {};
let categoryId = "";
const HOSTILE = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "shop-public-"));
  await copyFile("index.html", path.join(publicDir, "index.html"));
  server = await startTestServer({ publicDir });
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  const category = await admin
    .collection("categories")
    .create({ name: "Skin Care & <Serums>", priority: 1, isEnabled: true });
  categoryId = category.id;
  const sub = await admin
    .collection("subcategories")
    .create({ name: "Cleansers", parentCategory: category.id, isEnabled: true });
  const off = await admin
    .collection("subcategories")
    .create({ name: "Paused", parentCategory: category.id, isEnabled: false });
  const photo = new Blob([await readFile("seed/images/ankle-rain-boot.webp")], {
    type: "image/webp",
  });
  const product = async (key: string, fields: Record<string, unknown>) => {
    const form = new FormData();
    const handle = unique(key)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    form.set("handle", handle);
    form.set("brand", "Kirei");
    form.set("category", category.id);
    form.set("subcategory", sub.id);
    form.set("images", photo, "cleanser.webp");
    for (const [name, value] of Object.entries(fields)) {
      form.set(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    const record = await admin.collection("products").create(form);
    made[key] = { id: record.id, handle, images: record.images };
  };
  await product("cleanser", {
    name: "Rice Water Foaming Cleanser 150 ml",
    description: "A gentle foam with rice water.",
    price: 3900,
  });
  await product("sizes", {
    name: "Sun Milk",
    price: 6500,
    options: [
      { label: "90 ml", value: 6500 },
      { label: "50 ml", value: 4000 },
    ],
    outOfStock: true,
  });
  await product("hostile", { name: HOSTILE, description: HOSTILE, price: 100 });
  await product("hidden", { name: "Secret Launch Serum", subcategory: off.id, price: 100 });
});

afterAll(async () => {
  await server?.dispose();
  await rm(publicDir, { recursive: true, force: true });
});

async function page(at: string): Promise<string> {
  const res = await fetch(`${server.url}${at}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
}

/** The content of every <meta> by its property or name, the canonical link, title, JSON-LD. */
function tagsOf(head: string) {
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const jsonLd = /<script type="application\/ld\+json" id="ld-page">([^<]*)<\/script>/.exec(head);
  return {
    meta,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1],
    jsonLd: jsonLd ? JSON.parse(jsonLd[1] ?? "") : undefined,
  };
}

describe("a product's link previews as the product", () => {
  it("carries its name, description, photo, price, canonical link and JSON-LD at both links", async () => {
    const { id, handle, images } = made.cleanser ?? { id: "", handle: "", images: [] };
    const url = `${server.url}/p/${handle}`;
    const image = `${server.url}/img/v1/${id}/${images[0]}/1200.webp`;
    for (const at of [`/p/${handle}`, `/product-details?id=${id}`]) {
      const tags = tagsOf(await page(at));
      expect(tags.title).toBe("Rice Water Foaming Cleanser 150 ml | Island Imports");
      expect(tags.canonical).toBe(url);
      expect(tags.meta).toMatchObject({
        description: "A gentle foam with rice water.",
        "og:type": "product",
        "og:title": "Rice Water Foaming Cleanser 150 ml | Island Imports",
        "og:description": "A gentle foam with rice water.",
        "og:url": url,
        "og:image": image,
        "product:price:amount": "3900",
        "product:price:currency": "LKR",
      });
      const [product, breadcrumbs] = tags.jsonLd;
      expect(product).toMatchObject({
        "@type": "Product",
        name: "Rice Water Foaming Cleanser 150 ml",
        brand: { "@type": "Brand", name: "Kirei" },
        image: [image],
        offers: {
          "@type": "Offer",
          price: 3900,
          priceCurrency: "LKR",
          availability: "https://schema.org/InStock",
        },
      });
      expect(breadcrumbs.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${server.url}/home` },
        {
          "@type": "ListItem",
          position: 2,
          name: "Skin Care & <Serums>",
          item: `${server.url}/products?category=${categoryId}`,
        },
        { "@type": "ListItem", position: 3, name: "Rice Water Foaming Cleanser 150 ml", item: url },
      ]);
    }
    // the photo previewers fetch is there (the variant, or the upload until the worker made it)
    expect((await fetch(image)).status).toBe(200);
  });

  it("prices a product with options from its lowest option and says it is out of stock", async () => {
    const tags = tagsOf(await page(`/p/${made.sizes?.handle}`));
    expect(tags.meta["product:price:amount"]).toBe("4000");
    expect(tags.jsonLd[0].offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 4000,
      highPrice: 6500,
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("shows an edit in the next preview", async () => {
    await admin.collection("products").update(made.sizes?.id ?? "", { name: "Sun Milk SPF50" });
    expect(tagsOf(await page(`/p/${made.sizes?.handle}`)).title).toBe(
      "Sun Milk SPF50 | Island Imports",
    );
  });

  it("keeps a hostile name in its text, attributes and JSON-LD", async () => {
    const head = await page(`/p/${made.hostile?.handle}`);
    expect(head).not.toContain("<script>alert");
    expect(head).not.toContain("<img");
    const tags = tagsOf(head);
    expect(tags.meta["og:title"]).toBe(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; | Island Imports",
    );
    expect(tags.jsonLd[0].name).toBe(HOSTILE);
  });

  it("gives a hidden, unknown or malformed product the shop's generic head", async () => {
    for (const at of [
      `/p/${made.hidden?.handle}`,
      `/product-details?id=${made.hidden?.id}`,
      "/p/no-such-product",
      "/p/Not%20A%20Handle",
      "/product-details?id=zzzzzzzzzzzzzzz",
      "/product-details?id=<script>",
    ]) {
      const head = await page(at);
      expect(head, at).not.toContain("Secret Launch Serum");
      expect(tagsOf(head).meta["og:type"], at).toBe("website");
      expect(tagsOf(head).canonical, at).toBeUndefined();
    }
  });
});

describe("a category's link previews as the category", () => {
  it("carries the category's name, canonical link and a photo of its products", async () => {
    const tags = tagsOf(await page(`/products?category=${categoryId}`));
    expect(tags.title).toBe("Skin Care &amp; &lt;Serums&gt; | Island Imports");
    expect(tags.meta["og:title"]).toBe("Skin Care &amp; &lt;Serums&gt; | Island Imports");
    expect(tags.canonical).toBe(`${server.url}/products?category=${categoryId}`);
    expect(tags.meta["og:image"]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/img\/v1\/.+\/1200\.webp$/);
  });
});

describe("the sitemap", () => {
  it("lists each product's canonical link with its photo, and no hidden product", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const { id, handle, images } = made.cleanser ?? { id: "", handle: "", images: [] };
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${server.url}/p/${handle}</loc><lastmod>[\\d-]{10}</lastmod>` +
          `<image:image><image:loc>${server.url}/img/v1/${id}/${images[0]?.replace(/\./g, "\\.")}/1200\\.webp</image:loc></image:image></url>`,
      ),
    );
    expect(xml).not.toContain(`/product-details?id=${id}`);
    expect(xml).toContain(`<loc>${server.url}/products?category=${categoryId}</loc>`);
    expect(xml).not.toContain(made.hidden?.handle);
  });
});
