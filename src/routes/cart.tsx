import { createFileRoute } from "@tanstack/react-router";
import { CartScreen } from "../features/cart/cart-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/cart")({
  head: () => pageHead("Your cart", "The items in your Island Imports cart."),
  component: CartScreen,
});
