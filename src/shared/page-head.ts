/**
 * What a product's or a category's link says to link previewers (WhatsApp, Facebook) and search
 * engines: title, description, canonical link, Open Graph with an absolute photo and the price,
 * and schema.org JSON-LD. The server writes it into the page's HTML (pb_hooks/lib/page-shell.js)
 * and the app into the document's head (src/features/layout/route-head.tsx), from this one rule
 * (docs/decisions/0120-product-links-preview.md).
 */
import type { Product } from "../lib/types";
import { categoryLabel } from "./catalogue";
import { escapeHtml, scriptJson } from "./markup";
import { previewImageSrc } from "./product-image";

export { previewImageSrc };

export const SITE_NAME = "Island Imports";
export const DEFAULT_DESCRIPTION =
  "Authentic skin care, cosmetics, shoes, bags, action figures and snacks bought abroad and delivered across Sri Lanka in 7-10 working days. Prices in LKR.";
/** The preview of a page with no photo of its own. */
export const DEFAULT_IMAGE = "/icons/icon-512.png";
/** Previewers show two or three lines; a whole description can be 10,000 characters. */
const DESCRIPTION_MAX = 300;

/** What the head needs of a product (the server passes just these). */
export type HeadProduct = Pick<
  Product,
  | "id"
  | "handle"
  | "name"
  | "brand"
  | "description"
  | "categoryId"
  | "categoryName"
  | "price"
  | "options"
  | "outOfStock"
  | "images"
>;

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** without the shop's name (fullTitle adds it) */
  title: string;
  description: string;
  /** absolute; "" = no canonical link */
  url: string;
  /** absolute */
  image: string;
  type: "website" | "product";
  /** the lowest price in LKR, for a product */
  price?: number;
  jsonLd: JsonLd[];
}

/** "About us" -> "About us | Island Imports"; the bare site name stays as it is. */
export function fullTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The readable path of a product with a handle, else its `?id=` path: the canonical one. */
export function productPath(product: Pick<Product, "id" | "handle">): string {
  return product.handle
    ? `/p/${encodeURIComponent(product.handle)}`
    : `/product-details?id=${encodeURIComponent(product.id)}`;
}

/** A category's products screen, as the app links it. */
export const categoryPath = (categoryId: string) =>
  `/products?category=${encodeURIComponent(categoryId)}`;

/** A path of the shop on `origin`; a link to another site as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (path.startsWith("//")) return `https:${path}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${origin}${path}`;
}

/** One line of at most DESCRIPTION_MAX characters, cut at a word. */
function previewText(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The lowest and highest price a product is sold at (its options', else its own). */
export function priceRange(product: Pick<Product, "price" | "options">): [number, number] {
  const prices = product.options.length ? product.options.map((o) => o.value) : [product.price];
  return [Math.min(...prices), Math.max(...prices)];
}

/** The schema.org Offer, or an AggregateOffer for options at different prices. */
function offers(product: HeadProduct, url: string): JsonLd {
  const [low, high] = priceRange(product);
  const availability = `https://schema.org/${product.outOfStock ? "OutOfStock" : "InStock"}`;
  if (low !== high) {
    return {
      "@type": "AggregateOffer",
      priceCurrency: "LKR",
      lowPrice: low,
      highPrice: high,
      offerCount: product.options.length,
      availability,
      url,
    };
  }
  return {
    "@type": "Offer",
    price: low,
    priceCurrency: "LKR",
    availability,
    url,
    seller: { "@type": "Organization", name: SITE_NAME },
  };
}

/** The head of a product's page on the shop at `origin`. */
export function productHead(origin: string, product: HeadProduct): PageHead {
  const url = absoluteUrl(origin, productPath(product));
  const images = product.images.map((path) => absoluteUrl(origin, previewImageSrc(path)));
  const image = images[0] ?? absoluteUrl(origin, DEFAULT_IMAGE);
  const brand = product.brand.trim();
  const description =
    previewText(product.description) ||
    `${brand ? `${brand} ` : ""}${product.name}: authentic, bought abroad and delivered in Sri Lanka in 7-10 working days.`;
  const category = categoryLabel(product);
  const item = (position: number, name: string, at: string) => ({
    "@type": "ListItem",
    position,
    name,
    item: at,
  });
  return {
    title: product.name,
    description,
    url,
    image,
    type: "product",
    price: priceRange(product)[0],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": url,
        name: product.name,
        description: product.description || description,
        sku: product.id,
        ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
        category,
        image: images.length ? images : [image],
        url,
        offers: offers(product, url),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          item(1, "Home", `${origin}/home`),
          item(2, category, absoluteUrl(origin, categoryPath(product.categoryId))),
          item(3, product.name, url),
        ],
      },
    ],
  };
}

/** The head of a category's products screen; `image` is one of its products' photos. */
export function categoryHead(
  origin: string,
  category: { id: string; name: string },
  image: string | undefined,
): PageHead {
  return {
    title: category.name,
    description: `${category.name}: ${DEFAULT_DESCRIPTION}`,
    url: absoluteUrl(origin, categoryPath(category.id)),
    image: absoluteUrl(origin, image ? previewImageSrc(image) : DEFAULT_IMAGE),
    type: "website",
    jsonLd: [],
  };
}

/**
 * The head's tags as HTML, every text escaped, for the server's page (in place of index.html's
 * generic ones). The JSON-LD script has the id the app's head keeps it under.
 */
export function headMarkup(head: PageHead): string {
  const meta = (key: "name" | "property", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const title = fullTitle(head.title);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : "",
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    head.url ? meta("property", "og:url", head.url) : "",
    meta("property", "og:image", head.image),
    head.price === undefined ? "" : meta("property", "product:price:amount", head.price),
    head.price === undefined ? "" : meta("property", "product:price:currency", "LKR"),
    meta("name", "twitter:card", "summary_large_image"),
    head.jsonLd.length
      ? `<script type="application/ld+json" id="${JSON_LD_ID}">${scriptJson(head.jsonLd)}</script>`
      : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** The id of the page's JSON-LD script, in the server's HTML and in the app's head. */
export const JSON_LD_ID = "ld-page";
