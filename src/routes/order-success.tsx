import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { OrderSuccessScreen } from "../features/orders/order-success-screen";
import { pageHead } from "../lib/seo";

// A malformed URL falls back to "no orderId" instead of throwing.
const searchSchema = v.object({
  orderId: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/order-success")({
  head: () => pageHead("Thank you for your order", "Your order is placed."),
  validateSearch: searchSchema,
  component: function OrderSuccessScreenRoute() {
    const { orderId } = Route.useSearch();
    return <OrderSuccessScreen orderId={orderId} />;
  },
});
