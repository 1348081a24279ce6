/**
 * The steps the shop may take between an order's statuses (docs/owner-guide.md), for the
 * server's checks and /admin's buttons (order-actions.ts). Apart from orders.ts so a shopper's
 * pages, which only read statuses, do not carry them.
 */
import { ORDER_STATUSES, type OrderStatus } from "./orders";

/**
 * The steps the shop may take from each status; Delivered and Cancelled are final. A cash on
 * delivery order has no advance to receive: it ships straight from Confirmed (stepsOf).
 */
export const ORDER_STEPS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Confirmed: ["Payment received", "Cancelled"],
  "Payment received": ["Shipped", "Cancelled"],
  Shipped: ["Delivered"],
  Delivered: [],
  Cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The steps the shop may take from `from` for an order paid by `paymentMethod`. */
export function stepsOf(from: string, paymentMethod = "bank"): readonly OrderStatus[] {
  if (!isOrderStatus(from)) return [];
  if (from === "Confirmed" && paymentMethod === "cod") return ["Shipped", "Cancelled"];
  return ORDER_STEPS[from];
}

/**
 * Why the shop may not move an order paid by `paymentMethod` from `from` to `to`, naming the
 * steps it may take; "" when the step is allowed.
 */
export function transitionProblem(from: string, to: string, paymentMethod = "bank"): string {
  const next = stepsOf(from, paymentMethod);
  if ((next as readonly string[]).includes(to)) return "";
  const options = next.length ? `Allowed: ${next.join(", ")}.` : `"${from}" is final.`;
  return `An order cannot go from "${from}" to "${to}". ${options}`;
}
