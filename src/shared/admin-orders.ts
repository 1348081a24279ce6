/**
 * How /admin lists orders: the status views with their counts, search by order number, name or
 * phone, and a date range, as PocketBase filters with parameters (the SDK's `pb.filter(filter,
 * params)` escapes the values). Newest first. The list benchmark (scripts/bench/admin-orders.mjs)
 * runs these same filters over 10,000 orders.
 */
import { sriLankaDate, storedDate } from "./sri-lanka-time";

export const ORDER_VIEWS = [
  { key: "all", label: "All", filter: "" },
  {
    key: "awaiting",
    label: "Awaiting payment",
    filter: 'status = "Confirmed" && slipReceivedAt = ""',
  },
  { key: "slip", label: "Slip received", filter: 'status = "Confirmed" && slipReceivedAt != ""' },
  { key: "paid", label: "Payment received", filter: 'status = "Payment received"' },
  { key: "shipped", label: "Shipped", filter: 'status = "Shipped"' },
  { key: "delivered", label: "Delivered", filter: 'status = "Delivered"' },
  { key: "cancelled", label: "Cancelled", filter: 'status = "Cancelled"' },
] as const;

export type OrderViewKey = (typeof ORDER_VIEWS)[number]["key"];
export const ORDER_LIST_SORT = "-created";

export interface OrderListQuery {
  view: OrderViewKey;
  /** order number, a customer's name, or a phone number as typed */
  search: string;
  /** Sri Lankan days "YYYY-MM-DD", inclusive; "" = open */
  from: string;
  to: string;
}

/** The list's filter and its parameters; "" filter = every order. */
export function orderListFilter(query: OrderListQuery): {
  filter: string;
  params: Record<string, string>;
} {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  const view = ORDER_VIEWS.find((v) => v.key === query.view);
  if (view?.filter) parts.push(`(${view.filter})`);
  const search = query.search.trim();
  if (search) {
    params.q = search;
    const fields = ["orderNumber", "userName", "customerInfo.firstName", "customerInfo.lastName"];
    const match = fields.map((field) => `${field} ~ {:q}`);
    // a phone number typed with spaces or dashes matches the digits stored
    const digits = search.replace(/[\s()-]/g, "");
    if (/^\+?[0-9]{3,}$/.test(digits)) {
      params.phone = digits;
      match.push("customerInfo.phone ~ {:phone}");
    }
    parts.push(`(${match.join(" || ")})`);
  }
  const from = sriLankaDate(query.from);
  if (!Number.isNaN(from)) {
    params.from = storedDate(from);
    parts.push("created >= {:from}");
  }
  const to = sriLankaDate(query.to);
  if (!Number.isNaN(to)) {
    params.to = storedDate(to + 24 * 60 * 60 * 1000);
    parts.push("created < {:to}");
  }
  return { filter: parts.join(" && "), params };
}
