/**
 * What the shopper typed at checkout, kept on the device (local storage, `checkout-draft`) so a
 * trip to sign in or register, a reload or a closed tab loses nothing; it wins over anything
 * the shop fills in (docs/decisions/0130-fee-before-checkout.md). The terms tick is not kept:
 * agreeing is done at the moment of ordering. A placed order clears it.
 */
import type { ShippingAddress } from "../../lib/types";
import { PAYMENT_METHODS } from "../../shared/delivery";
import { type CheckoutInput, emptyCheckout } from "../../shared/validation/checkout";

const DRAFT_KEY = "checkout-draft";
type Draft = Partial<Omit<CheckoutInput, "terms">>;
type TextKey = Exclude<keyof CheckoutInput, "terms" | "paymentMethod">;

const TEXT_KEYS = (Object.keys(emptyCheckout) as (keyof CheckoutInput)[]).filter(
  (key): key is TextKey => typeof emptyCheckout[key] === "string" && key !== "paymentMethod",
);

/** A stored draft's usable fields: texts, and a known payment method; anything else dropped. */
export function parseDraft(raw: string | null): Draft {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? "null");
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object") return {};
  const record = stored as Record<string, unknown>;
  const draft: Draft = {};
  for (const key of TEXT_KEYS) {
    const value = record[key];
    if (typeof value === "string") draft[key] = value;
  }
  const method = PAYMENT_METHODS.find((m) => m === record.paymentMethod);
  if (method) draft.paymentMethod = method;
  return draft;
}

/** The checkout's first values: what the shop fills in, with every typed field of the draft over it. */
export function startingValues(filled: CheckoutInput, draft: Draft): CheckoutInput {
  const values = { ...filled };
  for (const key of TEXT_KEYS) {
    const typed = draft[key];
    if (typed?.trim()) values[key] = typed;
  }
  if (draft.paymentMethod) values.paymentMethod = draft.paymentMethod;
  return values;
}

const ADDRESS_KEYS = ["address", "apartment", "city", "state", "district", "zip"] as const;

/** Whether any part of an address is in the form. */
export function hasAddress(values: CheckoutInput): boolean {
  return ADDRESS_KEYS.some((key) => values[key].trim() !== "");
}

/** Whether the form already holds `saved` (so offering it again is pointless). */
export function holdsAddress(values: CheckoutInput, saved: ShippingAddress): boolean {
  return ADDRESS_KEYS.every((key) => values[key].trim() === (saved[key] ?? "").trim());
}

export function loadDraft(): Draft {
  return parseDraft(localStorage.getItem(DRAFT_KEY));
}

/** Keeps `values` (less the terms tick); a full storage only costs the draft. */
export function saveDraft(values: CheckoutInput): void {
  const { terms: _terms, ...kept } = values;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // the form itself still holds everything; only a reload would lose it
  }
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}
