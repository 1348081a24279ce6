/**
 * /admin's quotes (docs/owner-guide.md, "Quotes"): sending one for a custom request and the
 * quotes of the requests on screen, each with its order's number once the customer ordered.
 */
import { type Quote, toQuote } from "../lib/quote-types";
import type { QuoteForm } from "../shared/quotes";
import { adminPb } from "./admin-session";

/**
 * Sends a quote for request `requestId` with its photo, if any (resized on the device); the
 * server sets the customer, date and status.
 */
export async function sendQuote(
  requestId: string,
  form: QuoteForm,
  photo: Blob | null,
): Promise<Quote> {
  const body = new FormData();
  body.append("request", requestId);
  for (const [name, value] of Object.entries(form)) body.append(name, String(value));
  if (photo) body.append("photo", photo, photo.type === "image/webp" ? "photo.webp" : "photo.jpg");
  const record = await adminPb().collection("quotes").create(body, { requestKey: null });
  return toQuote(record);
}

/** The quotes of these requests, newest first, by request id. */
export async function fetchRequestQuotes(requestIds: string[]): Promise<Map<string, Quote[]>> {
  const byRequest = new Map<string, Quote[]>();
  if (requestIds.length === 0) return byRequest;
  const pb = adminPb();
  const filter = requestIds.map((id) => pb.filter("request = {:id}", { id })).join(" || ");
  const records = await pb
    .collection("quotes")
    .getFullList({ filter, sort: "-created", expand: "order", requestKey: null });
  for (const quote of records.map(toQuote)) {
    byRequest.set(quote.request, [...(byRequest.get(quote.request) ?? []), quote]);
  }
  return byRequest;
}
