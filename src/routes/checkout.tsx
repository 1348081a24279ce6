import { createFileRoute } from "@tanstack/react-router";
import { CheckoutScreen } from "../features/checkout/checkout-screen";

export const Route = createFileRoute("/checkout")({
  component: CheckoutScreen,
});
