/**
 * What the shop's mails and pushes say to a customer (pb_hooks/lib/mail.js, push-messages.js),
 * as English texts that are also their catalogue keys: the hooks say them in the customer's
 * language through `customerTexts` (./customer-language.ts), from the app's own catalogues
 * (src/locales/{si,ta}.json). Order numbers, amounts, tracking numbers and the shop's notes go
 * into `{placeholders}` as written. The shop's own mails and pushes stay English
 * (docs/translating.md) and are not here.
 */
import { DELIVERY_FREE, DELIVERY_RULE, PAYMENT_METHOD_NAMES } from "./delivery-texts";
import { ORDER_STATUSES } from "./orders";

/** The order confirmation and the status mails: subject, lines, labels, headings, button. */
export const MAIL = {
  orderConfirmed: "Order {number} confirmed",
  thanks: "Thank you for your order {number}. We have received it.",
  yourOrder: "Your order",
  orderId: "Order id",
  subtotal: "Subtotal",
  delivery: "Delivery",
  total: "Total",
  payment: "Payment",
  advanceNow: "Advance due now (50%)",
  onDelivery: "On delivery",
  /** What the courier collects, e.g. "LKR 2,465 to the courier on delivery". */
  dueOnDelivery: "{amount} to the courier on delivery",
  bankDetails: "Bank details for the advance",
  bank: "Bank",
  branch: "Branch",
  accountName: "Account name",
  accountNumber: "Account number",
  nextSteps: "What happens next",
  deposit:
    "Deposit the 50% advance of {amount} to the account above, with {number} as the reference.",
  uploadSlip: "Upload a photo or PDF of the deposit slip on your order in your profile.",
  orderWhenPaid: "We order your items when the advance is received and email you at each step.",
  orderNow: "We order your items and email you at each step.",
  payRemaining: "Delivery takes 7-10 working days; you pay the remaining 50% to the courier.",
  /** cash on delivery: `due` is a filled `dueOnDelivery` */
  payOnDelivery: "Delivery takes 7-10 working days; you pay {due}.",
  openOrder: "Open your order",
  status: "Status",
  trackingNumber: "Tracking number",
  balance: "Balance to pay the courier",
  note: "Note from the shop",
  /** a status without a line of its own below */
  nowStatus: "Your order is now {status}.",
  /** the subject of a status without a push of its own */
  statusSubject: "{number} is {status}",
} as const;

/** The status mail's first line, by the order's new status. */
export const STATUS_LINES: Readonly<Record<string, string>> = {
  "Payment received": "We received your advance payment and are ordering your items.",
  Shipped: "Your order is on its way.",
  Delivered: "Your order was delivered. Thank you for shopping with us.",
  Cancelled: "Your order was cancelled.",
};

/** The customer's push at each step; its title is also the status mail's subject. */
export const PUSH = {
  paidTitle: "Payment received for {number}",
  paidBody: "We received your advance and are ordering your items.",
  shippedTitle: "{number} has shipped",
  shippedBody: "Pay the balance of {amount} to the courier.",
  shippedTrackedBody: "Tracking number {tracking}. Pay the balance of {amount} to the courier.",
  deliveredTitle: "{number} was delivered",
  deliveredBody: "Thank you for shopping with us.",
  cancelledTitle: "{number} was cancelled",
  cancelledBody: "Your order was cancelled. Open it to see the details.",
} as const;

/** A quote for a custom request (pb_hooks/quotes.pb.js): the mail and the push. */
export const QUOTE_TEXTS = {
  title: "Your quote for {item}",
  body: "{price} plus delivery, valid until {date}.",
  intro: "We found what you asked for. Here is our price:",
  item: "Item",
  price: "Price",
  validUntil: "Valid until",
  delivery: "Delivery is added at checkout, by your district.",
  open: "Open your quote",
} as const;

/**
 * Every text a customer's mail or push may hold: the server's bundle carries these keys of the
 * catalogues and no others (scripts/lib/shared-bundle.mjs), and the catalogues' test wants each.
 */
export const CUSTOMER_TEXTS: readonly string[] = [
  ...Object.values(MAIL),
  ...Object.values(STATUS_LINES),
  ...Object.values(PUSH),
  ...Object.values(QUOTE_TEXTS),
  DELIVERY_FREE,
  DELIVERY_RULE,
  ...Object.values(PAYMENT_METHOD_NAMES),
  ...ORDER_STATUSES,
];
