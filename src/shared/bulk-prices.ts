/**
 * A price change for many products at once (docs/owner-guide.md, "Price changes"): the owner
 * picks a brand and/or a category, a change in percent or rupees, up or down, and a rounding;
 * /admin previews every product's and option's old and new price, and the server applies the
 * same computation in one transaction and keeps the old prices for Undo
 * (pb_hooks/bulk-prices.pb.js).
 *
 * The struck-through regular price moves with the price (same change, same rounding), so a
 * saving stays a saving; where it would no longer be above the new price it is cleared rather
 * than shown as a false saving. The discount label is the owner's text and is kept.
 */
import * as v from "valibot";
import { lineText } from "./text";

export const ROUNDINGS = [10, 50, 100] as const;
const MAX_PERCENT = 200;
const MAX_RUPEES = 100_000;

export const bulkChangeSchema = v.pipe(
  v.object({
    brand: v.pipe(lineText(), v.maxLength(100, "Choose a brand from the list.")),
    category: v.pipe(v.string(), v.regex(/^[a-z0-9]{0,15}$/, "Choose a category from the list.")),
    kind: v.picklist(["percent", "amount"], "Choose percent or LKR."),
    amount: v.pipe(
      v.number("Write the change as a number, e.g. 10 or -5."),
      v.check((n) => n !== 0, "Write a change other than 0."),
    ),
    rounding: v.picklist(ROUNDINGS, "Round to 10, 50 or 100."),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { brand, category, kind, amount } = dataset.value;
    if (!brand && !category) addIssue({ message: "Choose a brand, a category or both." });
    if (kind === "percent" && (amount <= -100 || amount > MAX_PERCENT)) {
      addIssue({ message: `A change in percent must be above -100 and at most ${MAX_PERCENT}.` });
    }
    if (kind === "amount" && (!Number.isInteger(amount) || Math.abs(amount) > MAX_RUPEES)) {
      addIssue({ message: `A change in LKR must be whole rupees, at most ${MAX_RUPEES}.` });
    }
  }),
);
export type BulkChange = v.InferOutput<typeof bulkChangeSchema>;

export interface PricedProduct {
  id: string;
  name: string;
  price: number;
  stripePrice: number;
  options: { label: string; value: number }[];
}

/** One product's prices before and after. */
export interface PriceRow {
  id: string;
  name: string;
  before: Omit<PricedProduct, "id" | "name">;
  after: Omit<PricedProduct, "id" | "name">;
}

/** One price changed and rounded to the nearest step; 0 (no price) stays 0. */
export function changedPrice(old: number, change: BulkChange): number {
  if (old <= 0) return old;
  const raw = change.kind === "percent" ? old * (1 + change.amount / 100) : old + change.amount;
  return Math.round(raw / change.rounding) * change.rounding;
}

/** Every product's new prices, or the sentence naming the first price that would reach 0. */
export function previewChange(
  products: readonly PricedProduct[],
  change: BulkChange,
): { ok: true; rows: PriceRow[] } | { ok: false; message: string } {
  const rows: PriceRow[] = [];
  for (const { id, name, ...before } of products) {
    const price = changedPrice(before.price, change);
    const options = before.options.map((o) => ({ ...o, value: changedPrice(o.value, change) }));
    const lowest = [
      [before.price, price],
      ...before.options.map((o, i) => [o.value, options[i]?.value ?? 0]),
    ].find(([old = 0, now = 0]) => old > 0 && now <= 0);
    if (lowest) return { ok: false, message: `${name} would cost LKR 0 or less: change less.` };
    const regular = changedPrice(before.stripePrice, change);
    const stripePrice = regular > price ? regular : 0;
    rows.push({ id, name, before, after: { price, stripePrice, options } });
  }
  return { ok: true, rows };
}

/** Whether a product's prices are still the ones `prices` describes (Undo leaves others). */
export function samePrices(
  a: Omit<PricedProduct, "id" | "name">,
  b: Omit<PricedProduct, "id" | "name">,
): boolean {
  return (
    a.price === b.price &&
    a.stripePrice === b.stripePrice &&
    JSON.stringify(a.options) === JSON.stringify(b.options)
  );
}
