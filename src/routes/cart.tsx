import { createFileRoute } from "@tanstack/react-router";
import { CartScreen } from "../features/cart/cart-screen";

export const Route = createFileRoute("/cart")({
  component: CartScreen,
});
