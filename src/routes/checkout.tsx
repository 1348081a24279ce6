import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { CheckoutScreen } from "../features/checkout/checkout-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/checkout")({
  head: () => pageHead("Checkout", "Place your Island Imports order."),
  // ?quote=ID: the checkout of an accepted quote's one line, not of the cart
  validateSearch: v.object({ quote: v.fallback(v.optional(v.string()), undefined) }),
  component: CheckoutScreen,
});
