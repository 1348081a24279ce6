import type { OutboxItem } from "../../offline/db";

export const SIGN_IN_AGAIN = "Sign in again to send your order.";

/** What the shopper calls this submission. */
export function itemTitle(item: OutboxItem): string {
  if (item.kind === "orders") return `Order ${String(item.body.orderNumber ?? "")}`.trim();
  if (item.kind === "customorders") return "Custom order request";
  if (item.kind === "paymentslips") {
    return `Payment slip for ${String(item.body.orderNumber ?? "your order")}`;
  }
  return "Contact message";
}

/** A short reminder of what was written, so two queued messages can be told apart. */
export function itemSummary(item: OutboxItem): string {
  const text =
    item.kind === "inquiries"
      ? item.body.subject
      : item.kind === "paymentslips"
        ? item.body.fileName
        : item.body.description;
  if (typeof text !== "string") return "";
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export function itemStateText(item: OutboxItem): string {
  if (item.state === "failed") return "Not sent: the server refused it.";
  if (item.needsSignIn) return SIGN_IN_AGAIN;
  if (item.state === "sending") return "Sending…";
  if (item.state === "sent") return "Delivered";
  return "Waiting to send. It goes as soon as you are back online.";
}
