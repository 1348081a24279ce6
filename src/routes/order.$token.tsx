import { createFileRoute } from "@tanstack/react-router";
import { FollowOrderScreen } from "../features/orders/follow-order-screen";
import { pageHead } from "../lib/seo";

// A follow link of an order the shop entered (docs/decisions/0220-orders-taken-by-the-shop.md).
export const Route = createFileRoute("/order/$token")({
  head: () => pageHead("Your order", "Follow your order at Island Imports."),
  component: function FollowOrderRoute() {
    const { token } = Route.useParams();
    return <FollowOrderScreen token={token} />;
  },
});
