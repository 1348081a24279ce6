/**
 * A quote: the shop's price for an item a customer asked for in a custom request
 * (docs/decisions/0200-a-custom-request-becomes-a-quote.md). The form /admin fills and the
 * server checks (pb_hooks/quotes.pb.js), and when a quote may still be accepted: the same
 * sentences on the customer's screen and in the server's refusal.
 */
import * as v from "valibot";
import { linesText, lineText, visibleMinLength } from "./text";

export const QUOTE_DEFAULT_DAYS = 7;
export const QUOTE_MAX_DAYS = 90;

const whole = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );

/** What the owner writes in Send a quote; the days become validUntil on the server. */
export const quoteFormSchema = v.object({
  item: v.pipe(
    lineText(),
    visibleMinLength(2, "Write the item, at least 2 characters."),
    v.maxLength(200, "Item must be at most 200 characters."),
  ),
  price: whole("Price (LKR)", 1, 10_000_000),
  weightGrams: whole("Weight (g)", 1, 100_000),
  note: v.pipe(linesText(), v.maxLength(2000, "Note must be at most 2000 characters.")),
  validDays: whole("Valid for (days)", 1, QUOTE_MAX_DAYS),
});
export type QuoteForm = v.InferOutput<typeof quoteFormSchema>;

export const QUOTE_EXPIRED = "This quote has expired.";
export const QUOTE_USED = "This quote was already used.";
export const QUOTE_DECLINED = "This quote was declined.";
export const QUOTE_NOT_YOURS = "This quote is not for your account.";
/** A quote's link (`/quote/TOKEN`) opened by a guest, with an unknown secret, or by another. */
export const QUOTE_SIGN_IN = "Sign in or create an account to see this quote.";
export const QUOTE_NOT_FOUND = "This quote was not found. Check the link you were sent.";
export const QUOTE_TAKEN =
  "This quote was already opened with another account. Sign in with that account to see it.";
export const QUOTE_SHOP_ACCOUNT = "A shop account cannot take a customer's quote.";
/** The refusals a customer may read (translated where they are shown, through tServer). */
export const QUOTE_REFUSALS = [
  QUOTE_EXPIRED,
  QUOTE_USED,
  QUOTE_DECLINED,
  QUOTE_NOT_YOURS,
  QUOTE_SIGN_IN,
  QUOTE_NOT_FOUND,
  QUOTE_TAKEN,
  QUOTE_SHOP_ACCOUNT,
];

/** A quote link's secret: 32 letters and digits, 62^32 (about 190 bits), never guessed. */
export const QUOTE_TOKEN_LENGTH = 32;
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/;

/** The shop's page of a quote's link, sent on WhatsApp to whoever asked. */
export function quotePath(token: string): `/quote/${string}` {
  return `/quote/${token}`;
}

/** The fields the rule reads, as the app and the server hold them. */
export interface QuoteState {
  status: string;
  validUntil: string;
}

/** "open", "accepted", "declined" or "expired" (an open quote past its date). */
export function quoteStatus(quote: QuoteState, nowMs: number): string {
  if (quote.status !== "open") return quote.status;
  const until = Date.parse(quote.validUntil.replace(" ", "T"));
  return Number.isNaN(until) || until <= nowMs ? "expired" : "open";
}

/** Why the quote cannot be accepted or declined now, or "" when it can. */
export function quoteRefusal(quote: QuoteState, nowMs: number): string {
  const status = quoteStatus(quote, nowMs);
  if (status === "accepted") return QUOTE_USED;
  if (status === "declined") return QUOTE_DECLINED;
  if (status === "expired") return QUOTE_EXPIRED;
  return "";
}

/** When a quote made at `nowMs` for `days` days stops being valid, as an ISO date. */
export function quoteValidUntil(nowMs: number, days: number): string {
  return new Date(nowMs + days * 24 * 3600 * 1000).toISOString();
}
