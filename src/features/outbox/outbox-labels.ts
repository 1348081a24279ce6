import { m, t } from "../../lib/i18n/i18n";
import type { OutboxItem } from "../../offline/db";

export const SIGN_IN_AGAIN = m("Sign in again to send your order.");

/** What the shopper calls this submission. */
export function itemTitle(item: OutboxItem): string {
  if (item.kind === "orders") {
    return t("Order {number}", { number: String(item.body.orderNumber ?? "") }).trim();
  }
  if (item.kind === "customorders") return t("Custom order request");
  if (item.kind === "paymentslips") {
    const number = item.body.orderNumber;
    return number
      ? t("Payment slip for {number}", { number: String(number) })
      : t("Payment slip for your order");
  }
  return t("Contact message");
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
  if (item.state === "failed") return t("Not sent: the server refused it.");
  if (item.needsSignIn) return t(SIGN_IN_AGAIN);
  if (item.state === "sending") return t("Sending…");
  if (item.state === "sent") return t("Delivered");
  return t("Waiting to send. It goes as soon as you are back online.");
}
