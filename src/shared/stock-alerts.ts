/**
 * "Tell me when it's back" (docs/decisions/0180-back-in-stock-once.md): what a shopper sends to
 * be told once an out-of-stock product returns, checked alike by the product page and the
 * server (pb_hooks/lib/stock-alerts.js). A signed-in customer sends no email (the account's is
 * used); a guest's is required. `channel` is only a wish: the server sends a push only to an
 * account with a device that takes pushes, and an email otherwise.
 */
import * as v from "valibot";
import { isLanguage, type Language } from "./language";
import { contactSchema } from "./validation/forms";

export const STOCK_ALERT_CHANNELS = ["push", "email"] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

/** A guest's request: the address to tell. */
export const guestAlertSchema = v.object({ email: contactSchema.entries.email });

/** The language a notice speaks: the shopper's choice, English for anything else. */
export const alertLanguage = (value: unknown): Language =>
  typeof value === "string" && isLanguage(value) ? value : "en";

/** The channel a request asks for: push only when it says so. */
export const alertChannel = (value: unknown): StockAlertChannel =>
  value === "push" ? "push" : "email";

/** Who waits: one waiting row per shopper and product (the collection's unique index). */
export const alertWho = (user: string, email: string) =>
  user ? `user:${user}` : `email:${email.toLowerCase()}`;
