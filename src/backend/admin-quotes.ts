/**
 * /admin's quotes (docs/owner-guide.md, "Quotes"): sending one for a custom request and the
 * quotes of the requests on screen, each with its order's number once the customer ordered.
 */
import type { RecordModel } from "pocketbase";
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

/** An open quote the shop may order for its customer (/admin → Orders → New order). */
export interface OpenQuote {
  id: string;
  item: string;
  price: number;
  weightGrams: number;
  /** the quote is a customer's account's: the order goes to that account only */
  account: boolean;
  /** the customer's name and the account's email, "" where this reader does not see them */
  name: string;
  email: string;
}

/** A text field of an expanded record, or "" (staff do not read requests or accounts). */
function expanded(record: RecordModel, relation: string, field: string): string {
  const related: unknown = record.expand?.[relation];
  const value = related && typeof related === "object" ? Reflect.get(related, field) : "";
  return typeof value === "string" ? value : "";
}

/** The quotes still open now (not used, declined or expired), newest first. */
export async function fetchOpenQuotes(): Promise<OpenQuote[]> {
  const records = await adminPb().collection("quotes").getFullList({
    filter: 'status = "open" && validUntil > @now',
    sort: "-created",
    expand: "request,user",
    requestKey: null,
  });
  return records.map((record) => {
    const quote = toQuote(record);
    return {
      id: quote.id,
      item: quote.item,
      price: quote.price,
      weightGrams: quote.weightGrams,
      account: quote.user !== "",
      name: expanded(record, "user", "name") || expanded(record, "request", "name"),
      email: expanded(record, "user", "email"),
    };
  });
}
