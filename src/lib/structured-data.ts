/**
 * schema.org JSON-LD for search engines: a Product with its LKR offer on product details.
 * The root route's RouteHead renders it for /product-details
 * (src/features/layout/head-hooks.ts).
 */
import { SITE_NAME } from "./seo";
import type { Product } from "./types";

export type JsonLd = Record<string, unknown>;

/** Product + Offer; options become an AggregateOffer with the lowest and highest price. */
export function productStructuredData(product: Product, pageUrl: string): JsonLd {
  const prices = product.options.length
    ? product.options.map((option) => option.value)
    : [product.price];
  const availability = product.outOfStock
    ? "https://schema.org/OutOfStock"
    : "https://schema.org/PreOrder";
  const offers =
    prices.length > 1
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "LKR",
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: prices.length,
          availability,
        }
      : {
          "@type": "Offer",
          priceCurrency: "LKR",
          price: prices[0] ?? product.price,
          availability,
          url: pageUrl,
          seller: { "@type": "Organization", name: SITE_NAME },
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": pageUrl,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    sku: product.id,
    image: product.images.map((image) => new URL(image, pageUrl).href),
    url: pageUrl,
    offers,
  };
}
