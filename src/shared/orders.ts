/**
 * The order rules the app and the server share (docs/owner-guide.md): the statuses, the
 * cart's unit limit, the 50% advance and what a payment slip may be. The steps between the
 * statuses are the shop's (order-steps.ts), so a shopper's pages do not carry them.
 * The hooks run this same code (pb_hooks/lib/shared.js, built from src/shared/server.ts).
 */

export const ORDER_STATUSES = [
  "Confirmed",
  "Payment received",
  "Shipped",
  "Delivered",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Shown instead of Confirmed once a payment slip arrived, until the shop sets Payment received. */
export const SLIP_RECEIVED = "Slip received";

/** At most this many units of one product and option, in the cart and in an order. */
export const MAX_UNITS_PER_LINE = 5;
/** At most this many lines in one order. */
export const MAX_ORDER_LINES = 50;

/** The 50% advance due when ordering (terms), rounded up to a whole rupee. */
export function advanceDue(total: number): number {
  return Math.ceil((Number(total) || 0) / 2);
}

interface StatusFields {
  status: string;
  slipReceivedAt: string;
}

/** "Slip received" stands in for Confirmed once a slip arrived, until Payment received. */
export function shownStatus(order: StatusFields): string {
  return order.status === "Confirmed" && order.slipReceivedAt ? SLIP_RECEIVED : order.status;
}

/** Who awaits payment, for awaitsPayment and its SQL twin. */
const AWAITING = { status: "Confirmed", notPaidBy: "cod" } as const;

/**
 * While the advance is open, the customer sees the bank details and may attach slips; an order
 * paid cash on delivery has no advance.
 */
export function awaitsPayment(
  order: Pick<StatusFields, "status"> & { paymentMethod?: string },
): boolean {
  return order.status === AWAITING.status && order.paymentMethod !== AWAITING.notPaidBy;
}

/**
 * awaitsPayment as a condition on the orders table, for the owner's figures
 * (pb_hooks/lib/sales.js); the values are constants of this file, never input.
 */
export const AWAITS_PAYMENT_SQL = `status = '${AWAITING.status}' AND paymentMethod != '${AWAITING.notPaidBy}'`;
