/**
 * Quotes at the server: the customer's own (the list rule returns no one else's) and their
 * Decline; accepting is placing an order that names the quote (features/checkout). /admin's
 * side (sending one, a request's quotes) is in ./admin-quotes.ts.
 */
import { type Quote, toQuote } from "../lib/quote-types";
import { loadClient } from "./client";

/** Every quote of the signed-in customer, newest first, with its order's number once placed. */
export async function fetchMyQuotes(userId: string): Promise<Quote[]> {
  const client = await loadClient();
  const records = await client.collection("quotes").getFullList({
    filter: client.filter("user = {:userId}", { userId }),
    sort: "-created",
    expand: "order",
    requestKey: null,
  });
  return records.map(toQuote);
}

/** One quote of the signed-in customer (the checkout's quoted line). */
export async function fetchQuote(id: string): Promise<Quote> {
  const client = await loadClient();
  return toQuote(await client.collection("quotes").getOne(id, { requestKey: null }));
}

/**
 * The quote of a link's secret (`/quote/TOKEN`), made the signed-in customer's when nobody has
 * claimed it yet; the server refuses a guest, a shop account and another's quote in words.
 */
export async function claimQuote(token: string): Promise<Quote> {
  const client = await loadClient();
  const record = await client.send("/api/shop/quotes/claim", {
    method: "POST",
    body: { token },
    requestKey: null,
  });
  return toQuote(record);
}

/** Records the customer's Decline; the server refuses a quote that is not open for them. */
export async function declineQuote(id: string): Promise<void> {
  const client = await loadClient();
  await client.send(`/api/shop/quotes/${encodeURIComponent(id)}/decline`, {
    method: "POST",
    requestKey: null,
  });
}
