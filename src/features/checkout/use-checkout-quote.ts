/**
 * The quote a checkout is for (`/checkout?quote=ID`, from Accept quote in the profile): read
 * from the server, since a quote is accepted online; the server prices the order from its own
 * copy whatever this shows (pb_hooks/lib/quotes.js).
 */
import { useEffect, useState } from "react";
import { fetchQuote } from "../../backend/quotes";
import { m } from "../../lib/i18n/i18n";
import type { Quote } from "../../lib/quote-types";
import type { WeighedLine } from "../../shared/delivery";
import { quoteRefusal } from "../../shared/quotes";
import type { CartReview } from "../cart/cart-logic";

export type CheckoutQuote =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; quote: Quote };

export const QUOTE_LOADING = m("Loading the quote…");
export const QUOTE_UNREACHABLE = m(
  "The quote could not be opened. Accepting a quote needs a connection: try again online.",
);

/** A checkout of a quote has no cart lines: the quoted line stands alone. */
export const NO_CART: CartReview = { lines: [], subtotal: 0, blocked: false };

export function useCheckoutQuote(id: string | undefined): CheckoutQuote {
  const [state, setState] = useState<CheckoutQuote>(id ? { kind: "loading" } : { kind: "none" });
  useEffect(() => {
    if (!id) {
      setState({ kind: "none" });
      return;
    }
    let current = true;
    setState({ kind: "loading" });
    fetchQuote(id).then(
      (quote) => current && setState({ kind: "ready", quote }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}

/** What the quoted line weighs, for the delivery fee (one unit of the quoted item). */
export function quotedParcel(state: CheckoutQuote): WeighedLine[] {
  return state.kind === "ready" ? [{ quantity: 1, weightKg: state.quote.weightGrams / 1000 }] : [];
}

/** Why the quote cannot be ordered now (its sentence), or "" when it can. */
export function checkoutQuoteProblem(state: CheckoutQuote): string {
  if (state.kind === "loading") return QUOTE_LOADING;
  if (state.kind === "failed") return QUOTE_UNREACHABLE;
  if (state.kind === "ready") return quoteRefusal(state.quote, Date.now());
  return "";
}
