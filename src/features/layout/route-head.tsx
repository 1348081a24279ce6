import { useMatches, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { applyDocumentMeta, DEFAULT_DESCRIPTION, matchedPageMeta } from "../../lib/seo";
import { productStructuredData } from "../../lib/structured-data";
import { useProduct } from "../../offline/catalogue-hooks";
import { useDocumentMeta, useStructuredData } from "./head-hooks";

/**
 * Writes the current route's `head()` title and description into the document head, in a
 * layout effect, which runs before every passive effect, so a screen's own `useDocumentMeta`
 * (a passive effect) always has the last word.
 *
 * Not the router's `<HeadContent />`: that renders a second <title>, description and Open
 * Graph set next to index.html's static ones (which link previews that run no JavaScript
 * read), and the product page's title, known only once the product is read, would fight it.
 * Here the static tags are updated in place instead.
 */
export function RouteHead() {
  const title = useMatches({ select: (matches) => matchedPageMeta(matches).title });
  const description = useMatches({ select: (matches) => matchedPageMeta(matches).description });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useLayoutEffect(() => {
    applyDocumentMeta({ title, description });
  }, [title, description]);
  return pathname === "/product-details" ? <ProductMeta /> : null;
}

/** Product title, description, image and schema.org Product data for crawlers and previews. */
function ProductMeta() {
  const location = useRouterState({ select: (state) => state.location });
  const id = (location.search as { id?: string }).id ?? location.state.product?.id;
  const product = useProduct(id) ?? location.state.product ?? null;
  const description = product
    ? `${product.brand ? `${product.brand} ` : ""}${product.name}: authentic, bought abroad and delivered in Sri Lanka in 7-10 working days.`
    : DEFAULT_DESCRIPTION;
  useDocumentMeta(product?.name ?? "Product", description, {
    type: "product",
    image: product?.images[0],
  });
  const url = product ? `${window.location.origin}/product-details?id=${product.id}` : "";
  useStructuredData("product", product ? productStructuredData(product, url) : null);
  return null;
}
