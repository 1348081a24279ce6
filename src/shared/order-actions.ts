/**
 * What the shop does to an order from /admin, as rules the app and the server share. An action
 * is a record of the `orderactions` collection, sent through the outbox like every submission
 * (exactly once, by its clientId): the server applies it to the order in one transaction, and
 * the record stays as the order's history of who did what, when (pb_hooks/order-actions.pb.js).
 *
 * A step carries `fromStatus`, the status the person saw when they tapped: if the order moved
 * meanwhile (another staff member, the customer's slip), the server refuses the action with
 * `staleActionMessage` instead of applying a change nobody decided on.
 */
import * as v from "valibot";
import { transitionProblem } from "./order-steps";
import { ORDER_STATUSES, type OrderStatus } from "./orders";
import { linesText, lineText } from "./text";

/** The steps, by the words on their buttons, and the status each one sets. */
export const ORDER_STEP_ACTIONS = {
  paid: { label: "Payment received", to: "Payment received" },
  shipped: { label: "Mark as shipped", to: "Shipped" },
  delivered: { label: "Delivered", to: "Delivered" },
  cancelled: { label: "Cancel", to: "Cancelled" },
} as const satisfies Record<string, { label: string; to: OrderStatus }>;

export type OrderStepAction = keyof typeof ORDER_STEP_ACTIONS;
/** A step, or "notes": only the staff note and the note to the customer change. */
export type OrderActionKind = OrderStepAction | "notes";

export const ORDER_ACTION_KINDS = [
  ...(Object.keys(ORDER_STEP_ACTIONS) as OrderStepAction[]),
  "notes",
] as const;

/**
 * Why a staff member without "May confirm payments" cannot take the "Payment received" step
 * (the server's refusal, and the line /admin shows such staff instead of the button).
 */
export const PAYMENT_CONFIRM_REFUSED =
  'Only the owner, or staff the owner allows, can mark an order "Payment received": ask the owner to switch on "May confirm payments" for you.';

export const TRACKING_REQUIRED = "Tracking number is required.";
export const REASON_REQUIRED = "Please give a reason for cancelling.";

/**
 * The steps the shop may take from `status` for an order paid by `paymentMethod`, in the order
 * their buttons show.
 */
export function stepsFrom(status: string, paymentMethod = "bank"): OrderStepAction[] {
  return (Object.keys(ORDER_STEP_ACTIONS) as OrderStepAction[]).filter(
    (action) => transitionProblem(status, ORDER_STEP_ACTIONS[action].to, paymentMethod) === "",
  );
}

/** Why a step taken from `fromStatus` cannot apply to an order that is now `current`. */
export function staleActionMessage(fromStatus: string, current: string): string {
  return `This order changed meanwhile: it is now "${current}", not "${fromStatus}". Nothing was changed; look at it again before you act.`;
}

const max = (limit: number, label: string) =>
  v.maxLength<string, number, string>(limit, `${label} must be at most ${limit} characters.`);

/** The fields of an action as the /admin forms send them. */
export const orderActionSchema = v.pipe(
  v.object({
    action: v.picklist(ORDER_ACTION_KINDS, "Choose what to do with the order."),
    fromStatus: v.picklist(ORDER_STATUSES, "The order's status is missing."),
    trackingNumber: v.pipe(lineText(), max(100, "Tracking number")),
    courier: v.pipe(lineText(), max(100, "Courier")),
    /** shown to the customer (mail and order page) */
    note: v.pipe(linesText(), max(500, "Note to the customer")),
    /** seen by the shop only */
    staffNote: v.pipe(linesText(), max(2000, "Staff note")),
  }),
  v.forward(
    v.check(
      (input) => input.action !== "shipped" || input.trackingNumber !== "",
      TRACKING_REQUIRED,
    ),
    ["trackingNumber"],
  ),
  v.forward(
    v.check((input) => input.action !== "cancelled" || input.note !== "", REASON_REQUIRED),
    ["note"],
  ),
);

export type OrderActionInput = v.InferInput<typeof orderActionSchema>;
export type OrderActionValues = v.InferOutput<typeof orderActionSchema>;

export const emptyOrderAction = (
  action: OrderActionKind,
  fromStatus: OrderStatus,
): OrderActionInput => ({
  action,
  fromStatus,
  trackingNumber: "",
  courier: "",
  note: "",
  staffNote: "",
});
