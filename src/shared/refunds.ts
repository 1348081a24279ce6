/**
 * Refunds and replacements for damaged goods (the terms: "refunds for damaged goods within
 * seven working days with an unboxing video"), as the /admin form and the server check them.
 * Both are `orderactions` records the owner sends (pb_hooks/lib/aftercare.js); the order keeps
 * what its customer sees (`refunds`, `replacements`). What was paid is what the shop recorded as
 * received (`moneyReceived`), and the refunds of an order never add up to more.
 */
import * as v from "valibot";
import { formatLkr } from "./money";
import { advanceDue } from "./orders";
import { linesText } from "./text";

export const REFUND_REASON_REQUIRED = "Please give the reason for the refund.";
export const VIDEO_LINK_REQUIRED =
  "Please paste the link to the customer's unboxing video (starting with https://).";
/** A refund carries the unboxing video: its link, its file, or both. */
export const VIDEO_REQUIRED =
  "Please add the customer's unboxing video: paste its link or choose the video file.";
export const ONLY_THE_OWNER = "Only the owner records refunds and replacements.";
export const ONLY_DELIVERED = "Refunds and replacements are for delivered orders only.";
export const CHOOSE_ITEMS = "Choose at least one item to send again.";

/** What a customer may see of a refund on their order (the order's `refunds`). */
export interface RefundEntry {
  amount: number;
  reason: string;
  /** ISO date */
  at: string;
}

/** A replacement sent for an order (the original order's `replacements`). */
export interface ReplacementEntry {
  id: string;
  orderNumber: string;
  /** ISO date */
  at: string;
}

/**
 * The money the shop recorded as received for an order, by its status: a bank transfer's 50%
 * advance once "Payment received" (and while shipped), the whole total once delivered (the
 * courier collected the rest), nothing before or when cancelled. Twin of RECEIVED_SQL.
 */
export function moneyReceived(order: {
  status: string;
  total: number;
  paymentMethod?: string;
}): number {
  const total = Number(order.total) || 0;
  if (order.status === "Delivered") return total;
  const advanceIn = order.status === "Payment received" || order.status === "Shipped";
  return advanceIn && order.paymentMethod !== "cod" ? advanceDue(total) : 0;
}

/**
 * moneyReceived as an SQL expression over the orders table (pb_hooks/lib/sales.js); only
 * constants, never input. (total + 1) / 2 cut to an integer is advanceDue for whole rupees.
 */
export const RECEIVED_SQL = `CASE WHEN status = 'Delivered' THEN total
  WHEN status IN ('Payment received', 'Shipped') AND paymentMethod != 'cod'
  THEN CAST((total + 1) / 2 AS INTEGER) ELSE 0 END`;

/** Why `amount` cannot be refunded on an order that was paid `paid` and refunded `refunded`. */
export function refundCapProblem(amount: number, paid: number, refunded: number): string {
  const left = Math.max(0, paid - refunded);
  if (amount <= left) return "";
  if (left === 0)
    return `Nothing is left to refund: ${formatLkr(refunded)} of ${formatLkr(paid)} paid was refunded already.`;
  return `At most ${formatLkr(left)} can be refunded: ${formatLkr(paid)} was paid${refunded ? ` and ${formatLkr(refunded)} refunded already` : ""}.`;
}

/** https://, a host with a dot, then no spaces. */
const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A link to the unboxing video, or none when its file is attached (the hook then requires the
 * file: VIDEO_REQUIRED): https only, so it opens safely on the owner's phone.
 */
const videoLink = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, "The video link must be at most 500 characters."),
  // a pattern, not URL(): the hooks' engine has no URL class
  v.check((link) => link === "" || HTTPS_LINK.test(link), VIDEO_LINK_REQUIRED),
);

const AMOUNT_REQUIRED = "Please give the amount to refund in LKR.";
const amount = v.pipe(
  v.number(AMOUNT_REQUIRED),
  v.integer("Give the amount in whole rupees."),
  v.minValue(1, "The amount must be at least LKR 1."),
);
const reason = v.pipe(
  linesText(),
  v.nonEmpty(REFUND_REASON_REQUIRED),
  v.maxLength(500, "The reason must be at most 500 characters."),
);

/** A refund as the server checks it: whole rupees, the reason the customer reads, the video. */
export const refundSchema = v.object({ amount, reason, videoUrl: videoLink });

/** The same as /admin's form types it: the amount as written ("1,500" is read as 1500). */
export const refundFormSchema = v.object({
  amount: v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[,\s]/g, "")),
    v.nonEmpty(AMOUNT_REQUIRED),
    v.transform(Number),
    amount,
  ),
  reason,
  videoUrl: videoLink,
});

/** A replacement: which of the original's lines (by position) and how many of each. */
export const replacementSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        index: v.pipe(v.number(), v.integer(), v.minValue(0)),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1, CHOOSE_ITEMS)),
      }),
      CHOOSE_ITEMS,
    ),
    v.minLength(1, CHOOSE_ITEMS),
    v.maxLength(50, CHOOSE_ITEMS),
  ),
  reason: v.pipe(linesText(), v.maxLength(500, "The note must be at most 500 characters.")),
});
