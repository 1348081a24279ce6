/** How an order's status reads on a screen (README: Order lifecycle). */
import { type Order, SLIP_RECEIVED } from "../../lib/types";

/** "Slip received" stands in for Confirmed once a slip arrived, until Payment received. */
export function shownStatus(order: Order): string {
  return order.status === "Confirmed" && order.slipReceivedAt ? SLIP_RECEIVED : order.status;
}

/** The badge's modifier class: one colour per step. */
export function statusTone(status: string): string {
  return status.toLowerCase().replace(/\s+/g, "-");
}

/** The 50% advance due when ordering (terms), rounded up to a whole rupee; the server's mail agrees. */
export function advanceDue(total: number): number {
  return Math.ceil(total / 2);
}

/** While the advance is open, the customer sees the bank details and may attach slips. */
export function awaitsPayment(order: Order): boolean {
  return order.status === "Confirmed";
}
