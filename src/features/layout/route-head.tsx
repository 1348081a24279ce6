import { useMatches, useRouterState } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";
import { type ProductLink, productLinkOf } from "../../lib/product-page";
import { applyPageHead, DEFAULT_DESCRIPTION, matchedPageMeta, screenHead } from "../../lib/seo";
import { useCatalogueSettled, useProduct } from "../../offline/catalogue-hooks";
import { productHead } from "../../shared/page-head";

/**
 * Writes the current route's `head()` title and description into the document head, in a
 * layout effect, which runs before every passive effect, so a screen's own head (a passive
 * effect) always has the last word.
 *
 * Not the router's `<HeadContent />`: that renders a second <title>, description and Open
 * Graph set next to index.html's static ones (which link previews that run no JavaScript
 * read), and the product page's title, known only once the product is read, would fight it.
 * Here the static tags are updated in place instead.
 *
 * A product's page keeps the head the server wrote for it (src/shared/page-head.ts) until the
 * product is read on the device, which writes the same one.
 */
export function RouteHead() {
  const title = useMatches({ select: (matches) => matchedPageMeta(matches).title });
  const description = useMatches({ select: (matches) => matchedPageMeta(matches).description });
  // primitives, so the head redraws only when the link changes
  const linkPart = (part: keyof ProductLink) => (state: RouterLocationState) =>
    productLinkOf(state.location.pathname, state.location.search)?.[part] ?? null;
  const id = useRouterState({ select: linkPart("id") });
  const handle = useRouterState({ select: linkPart("handle") });
  const onProduct = useRouterState({
    select: (state) => productLinkOf(state.location.pathname, state.location.search) !== undefined,
  });
  useLayoutEffect(() => {
    if (!onProduct) applyPageHead(screenHead(title, description));
  }, [title, description, onProduct]);
  return onProduct ? <ProductMeta id={id ?? undefined} handle={handle ?? undefined} /> : null;
}

type RouterLocationState = { location: { pathname: string; search: { id?: unknown } } };

/** Product title, description, image, price and schema.org data for crawlers and previews. */
function ProductMeta({ id, handle }: ProductLink) {
  const passed = useRouterState({ select: (state) => state.location.state.product });
  const stored = useProduct(id || handle ? { id, handle } : { id: passed?.id });
  const product = stored ?? passed;
  const settled = useCatalogueSettled();
  const missing = stored === null && !passed && settled;
  useEffect(() => {
    if (product) applyPageHead(productHead(window.location.origin, product));
    else if (missing) applyPageHead(screenHead("Product not found", DEFAULT_DESCRIPTION));
  }, [product, missing]);
  return null;
}
