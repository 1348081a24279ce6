import { useRouterState } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { applyDocumentMeta, DEFAULT_DESCRIPTION, SITE_NAME, useDocumentMeta } from "../../lib/seo";
import { productStructuredData, useStructuredData } from "../../lib/structured-data";
import { useProduct } from "../../offline/catalogue-hooks";

/** Every route's title and description, so no screen ever shows a stale or missing one. */
const ROUTE_META: Record<string, { title: string; description: string }> = {
  "/home": { title: SITE_NAME, description: DEFAULT_DESCRIPTION },
  "/products": {
    title: "All categories",
    description:
      "Browse authentic skin care, cosmetics, shoes, bags, action figures and snacks from abroad, priced in LKR and delivered across Sri Lanka.",
  },
  "/product-details": { title: "Product", description: DEFAULT_DESCRIPTION },
  "/search": {
    title: "Search",
    description: "Search Island Imports by product name, brand or category.",
  },
  "/cart": { title: "Your cart", description: "The items in your Island Imports cart." },
  "/checkout": { title: "Checkout", description: "Place your Island Imports order." },
  "/order-success": { title: "Thank you for your order", description: "Your order is placed." },
  "/login": { title: "Sign in", description: "Sign in to your Island Imports account." },
  "/register": {
    title: "Create an account",
    description: "Register to check out and follow your Island Imports orders.",
  },
  "/reset-password": {
    title: "Choose a new password",
    description: "Set a new password for your Island Imports account.",
  },
  "/profile": { title: "My profile", description: "Your Island Imports orders and account." },
  "/contact": {
    title: "Contact us",
    description:
      "Call or WhatsApp Island Imports, email us or send a message. Open daily 8am-7pm IST.",
  },
  "/custom-request": {
    title: "Request a custom order",
    description:
      "Can't find it in the shop? Tell us what you want and we will try to buy it for you abroad.",
  },
  "/about": { title: "About us", description: DEFAULT_DESCRIPTION },
  "/faq": { title: "Frequently asked questions", description: DEFAULT_DESCRIPTION },
  "/doc": { title: "Privacy policy", description: DEFAULT_DESCRIPTION },
  "/returns": { title: "Returns and damaged goods", description: DEFAULT_DESCRIPTION },
};

/**
 * Applies the route's defaults in a layout effect, which runs before every passive effect, so
 * a screen's own `useDocumentMeta` (a passive effect) always has the last word.
 */
export function RouteMeta() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useLayoutEffect(() => {
    applyDocumentMeta(
      ROUTE_META[pathname] ?? { title: SITE_NAME, description: DEFAULT_DESCRIPTION },
    );
  }, [pathname]);
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
