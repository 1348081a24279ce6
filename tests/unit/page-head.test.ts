/** The head a product's or category's link carries (src/shared/page-head.ts). */
import { describe, expect, it } from "vitest";
import { scriptJson } from "../../src/shared/markup";
import {
  categoryHead,
  headMarkup,
  JSON_LD_ID,
  productHead,
  productPath,
} from "../../src/shared/page-head";
import { product as fixture } from "./fixtures";

const ORIGIN = "https://shop.example";
const ID = "abcdefghijklmno";
const UPLOAD = `/api/files/products/${ID}/cleanser_x1.webp`;

const cleanser = fixture({
  id: ID,
  handle: "rice-water-foaming-cleanser-150-ml",
  name: "Rice Water Foaming Cleanser 150 ml",
  brand: "Kirei",
  categoryId: "cat000000000001",
  categoryName: "Skin Care",
  images: [UPLOAD, "https://cdn.example/side.jpg"],
  price: 3900,
  description: "A gentle foam\nwith rice water.",
});

describe("productHead", () => {
  it("names the product, its readable canonical link, its 1200 px photo and its price", () => {
    const head = productHead(ORIGIN, cleanser);
    const url = `${ORIGIN}/p/rice-water-foaming-cleanser-150-ml`;
    const image = `${ORIGIN}/img/v1/${ID}/cleanser_x1.webp/1200.webp`;
    expect(head).toMatchObject({
      title: "Rice Water Foaming Cleanser 150 ml",
      description: "A gentle foam with rice water.",
      url,
      image,
      type: "product",
      price: 3900,
    });
    expect(head.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": url,
        name: "Rice Water Foaming Cleanser 150 ml",
        description: "A gentle foam\nwith rice water.",
        sku: ID,
        brand: { "@type": "Brand", name: "Kirei" },
        category: "Skin Care",
        image: [image, "https://cdn.example/side.jpg"],
        url,
        offers: {
          "@type": "Offer",
          price: 3900,
          priceCurrency: "LKR",
          availability: "https://schema.org/InStock",
          url,
          seller: { "@type": "Organization", name: "Island Imports" },
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/home` },
          {
            "@type": "ListItem",
            position: 2,
            name: "Skin Care",
            item: `${ORIGIN}/products?category=cat000000000001`,
          },
          { "@type": "ListItem", position: 3, name: cleanser.name, item: url },
        ],
      },
    ]);
  });

  it("links a product without a handle by its id, and says when it is out of stock", () => {
    const head = productHead(ORIGIN, { ...cleanser, handle: "", outOfStock: true });
    expect(head.url).toBe(`${ORIGIN}/product-details?id=${ID}`);
    expect(head.jsonLd[0]?.offers).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("prices a product with options from its lowest option, as a range of offers", () => {
    const head = productHead(ORIGIN, {
      ...cleanser,
      price: 6500,
      options: [
        { label: "90 ml", value: 6500 },
        { label: "50 ml", value: 4000 },
      ],
    });
    expect(head.price).toBe(4000);
    expect(head.jsonLd[0]?.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "LKR",
      lowPrice: 4000,
      highPrice: 6500,
      offerCount: 2,
      availability: "https://schema.org/InStock",
      url: head.url,
    });
  });

  it("writes a description when the owner gave none, and shortens a long one at a word", () => {
    expect(productHead(ORIGIN, { ...cleanser, description: "" }).description).toBe(
      "Kirei Rice Water Foaming Cleanser 150 ml: authentic, bought abroad and delivered in Sri Lanka in 7-10 working days.",
    );
    const long = productHead(ORIGIN, { ...cleanser, description: "word ".repeat(200) });
    expect(long.description.length).toBeLessThanOrEqual(300);
    expect(long.description.endsWith("word…")).toBe(true);
  });

  it("previews the shop's icon for a product without photos", () => {
    expect(productHead(ORIGIN, { ...cleanser, images: [] }).image).toBe(
      `${ORIGIN}/icons/icon-512.png`,
    );
  });
});

describe("headMarkup", () => {
  it("writes every tag of a product's head", () => {
    const html = headMarkup(productHead(ORIGIN, cleanser));
    const url = `${ORIGIN}/p/rice-water-foaming-cleanser-150-ml`;
    for (const tag of [
      "<title>Rice Water Foaming Cleanser 150 ml | Island Imports</title>",
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="product" />',
      '<meta property="og:title" content="Rice Water Foaming Cleanser 150 ml | Island Imports" />',
      '<meta property="og:description" content="A gentle foam with rice water." />',
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${ORIGIN}/img/v1/${ID}/cleanser_x1.webp/1200.webp" />`,
      '<meta property="product:price:amount" content="3900" />',
      '<meta property="product:price:currency" content="LKR" />',
      `<script type="application/ld+json" id="${JSON_LD_ID}">`,
    ]) {
      expect(html).toContain(tag);
    }
  });

  it("keeps a hostile name and description inside their attribute, text and script", () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>&amp;\u2028';
    const head = productHead(ORIGIN, { ...cleanser, name: hostile, description: hostile });
    const html = headMarkup(head);
    // nothing the owner typed opens or closes an element
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&amp;amp;",
    );
    // the JSON-LD reads back as exactly what was typed
    const json = /<script type="application\/ld\+json" id="ld-page">([^<]*)<\/script>/.exec(html);
    expect(json?.[1]).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json?.[1] ?? "")[0].name).toBe(hostile);
  });

  it("gives a category its name, link and no product tags", () => {
    const html = headMarkup(
      categoryHead(ORIGIN, { id: "cat000000000001", name: "Bags & <Totes>" }, UPLOAD),
    );
    expect(html).toContain("<title>Bags &amp; &lt;Totes&gt; | Island Imports</title>");
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/products?category=cat000000000001" />',
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).not.toContain("product:price");
    expect(html).not.toContain("ld+json");
  });
});

describe("scriptJson and productPath", () => {
  it("is the same JSON with no character that can end a script", () => {
    const data = { a: "</script><!-- & \u2028" };
    expect(scriptJson(data)).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(scriptJson(data))).toEqual(data);
  });

  it("escapes what a handle or id could carry into a path", () => {
    expect(productPath({ id: "x", handle: "a b" })).toBe("/p/a%20b");
    expect(productPath({ id: "a&b", handle: "" })).toBe("/product-details?id=a%26b");
  });
});
