/**
 * /admin's customers at the server (pb_hooks/customers.pb.js): a searched page of the shop's
 * customers with their orders, what they paid and the shop's note, and saving that note.
 */
import { type CustomerPage, toCustomerNote, toCustomerPage } from "../lib/admin-types";
import { adminPb } from "./admin-session";

/** Page `page` (from 1) of the customers whose name, email or order phone holds `search`. */
export async function fetchCustomers(search: string, page: number): Promise<CustomerPage> {
  const answer: unknown = await adminPb().send("/api/shop/admin/customers", {
    query: { q: search, page },
    requestKey: null,
  });
  return toCustomerPage(answer);
}

/** Stores the shop's note on a customer; answers the note as stored (trimmed). */
export async function saveCustomerNote(id: string, note: string): Promise<string> {
  const answer: unknown = await adminPb().send(
    `/api/shop/admin/customers/${encodeURIComponent(id)}/note`,
    { method: "PUT", body: { note }, requestKey: null },
  );
  return toCustomerNote(answer);
}
