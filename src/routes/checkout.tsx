import { createFileRoute } from "@tanstack/react-router";
import { CheckoutScreen } from "../features/checkout/checkout-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/checkout")({
  head: () => pageHead("Checkout", "Place your Island Imports order."),
  component: CheckoutScreen,
});
