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

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
export const SLIP_TOO_BIG = "The slip is larger than 5 MB. Please send a smaller photo or PDF.";
export const SLIP_WRONG_TYPE = "Please choose a photo (JPEG, PNG or WebP) or a PDF of the slip.";

/**
 * Why a chosen file cannot be a payment slip, or "" when it can. A quick answer before anything
 * is queued; the server checks size and type again, by the file's content.
 */
export function slipProblem(file: { size: number; type: string }): string {
  if (!SLIP_TYPES.includes(file.type)) return SLIP_WRONG_TYPE;
  if (file.size > SLIP_MAX_BYTES) return SLIP_TOO_BIG;
  return "";
}
