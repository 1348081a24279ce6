/**
 * A quote for a custom request (pb_migrations/1763801400_create_quotes.js), as the customer's
 * profile, the checkout and /admin show it. `orderNumber` is the order placed from it, when
 * the reader may see that order (expanded by src/backend).
 */
import * as v from "valibot";

const text = v.fallback(v.string(), "");
const num = v.fallback(v.number(), 0);

export const quoteSchema = v.object({
  id: v.string(),
  request: text,
  /** the customer's account ("" when the request was sent without one) */
  user: text,
  item: text,
  price: num,
  weightGrams: num,
  note: text,
  /** the stored photo's file name ("" for none) */
  photo: text,
  validUntil: text,
  /** open, accepted or declined as stored; an open quote past validUntil is expired */
  status: text,
  decidedAt: text,
  order: text,
  createdBy: text,
  /** the secret of the quote's link, read by staff only ("" for everyone else) */
  token: text,
  created: text,
});
export type Quote = v.InferOutput<typeof quoteSchema> & { orderNumber: string };

/** A quote record, with the number of its order when the record came with it expanded. */
export function toQuote(record: unknown): Quote {
  const quote = v.parse(quoteSchema, record);
  const expand = typeof record === "object" && record ? Reflect.get(record, "expand") : undefined;
  const order = typeof expand === "object" && expand ? Reflect.get(expand, "order") : undefined;
  const number = typeof order === "object" && order ? Reflect.get(order, "orderNumber") : "";
  return { ...quote, orderNumber: typeof number === "string" ? number : "" };
}

/** The address of a quote's photo, "" when it has none (read under the quote's view rule). */
export function quotePhotoUrl(quote: Pick<Quote, "id" | "photo">): string {
  return quote.photo
    ? `/api/files/quotes/${encodeURIComponent(quote.id)}/${encodeURIComponent(quote.photo)}`
    : "";
}
