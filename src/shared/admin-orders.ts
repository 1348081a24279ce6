/**
 * How /admin lists orders: the status views with their counts, search by order number, name or
 * phone, and a date range, as PocketBase filters with parameters (the SDK's `pb.filter(filter,
 * params)` escapes the values). Newest first. The list benchmark (scripts/bench/admin-orders.mjs)
 * runs these same filters over 10,000 orders. Offline, /admin applies the same query to the
 * orders on the device with `orderMatches`, made from the same view definitions and fields.
 */
import { sriLankaDate, storedDate } from "./sri-lanka-time";

interface ViewRule {
  key: string;
  label: string;
  /** the order's stored status, when the view is one status */
  status?: string;
  /** true: a slip arrived (slipReceivedAt set); false: none yet */
  slip?: boolean;
  /** true: cash on delivery orders only; false: bank transfers only */
  cod?: boolean;
}

function viewFilter(view: ViewRule): string {
  const parts: string[] = [];
  if (view.status) parts.push(`status = "${view.status}"`);
  if (view.slip !== undefined) parts.push(`slipReceivedAt ${view.slip ? "!=" : "="} ""`);
  if (view.cod !== undefined) parts.push(`paymentMethod ${view.cod ? "=" : "!="} "cod"`);
  return parts.join(" && ");
}

const withFilter = <const V extends ViewRule>(view: V) => ({ ...view, filter: viewFilter(view) });

export const ORDER_VIEWS = [
  withFilter({ key: "all", label: "All" }),
  withFilter({
    key: "awaiting",
    label: "Awaiting payment",
    status: "Confirmed",
    slip: false,
    cod: false,
  }),
  withFilter({ key: "slip", label: "Slip received", status: "Confirmed", slip: true }),
  withFilter({ key: "paid", label: "Payment received", status: "Payment received" }),
  // confirmed and paid to the courier on delivery: ready to ship
  // (docs/decisions/0013-delivery-fee-known-and-fixed.md)
  withFilter({ key: "cod", label: "Cash on delivery", status: "Confirmed", cod: true }),
  withFilter({ key: "shipped", label: "Shipped", status: "Shipped" }),
  withFilter({ key: "delivered", label: "Delivered", status: "Delivered" }),
  withFilter({ key: "cancelled", label: "Cancelled", status: "Cancelled" }),
] as const;

export type OrderViewKey = (typeof ORDER_VIEWS)[number]["key"];
export const ORDER_LIST_SORT = "-created";

export interface OrderListQuery {
  view: OrderViewKey;
  /** order number, a customer's name or account email, or a phone number as typed */
  search: string;
  /** Sri Lankan days "YYYY-MM-DD", inclusive; "" = open */
  from: string;
  to: string;
}

/** The text fields a search looks in, as PocketBase names them. */
const SEARCH_FIELDS = [
  "orderNumber",
  "userName",
  // the customer's account email: /admin -> Customers opens a customer's orders by it
  "userEmail",
  "customerInfo.firstName",
  "customerInfo.lastName",
] as const;
const PHONE_FIELD = "customerInfo.phone";

/** A phone number typed with spaces, dashes or brackets, as the digits stored; "" if not one. */
function phoneDigits(search: string): string {
  const digits = search.replace(/[\s()-]/g, "");
  return /^\+?[0-9]{3,}$/.test(digits) ? digits : "";
}

/** The query's dates as the stored bounds [from, to): "" where open. */
function dateBounds(query: OrderListQuery): { from: string; to: string } {
  const from = sriLankaDate(query.from);
  const to = sriLankaDate(query.to);
  return {
    from: Number.isNaN(from) ? "" : storedDate(from),
    to: Number.isNaN(to) ? "" : storedDate(to + 24 * 60 * 60 * 1000),
  };
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
    const match: string[] = SEARCH_FIELDS.map((field) => `${field} ~ {:q}`);
    // a phone number typed with spaces or dashes matches the digits stored
    const digits = phoneDigits(search);
    if (digits) {
      params.phone = digits;
      match.push(`${PHONE_FIELD} ~ {:phone}`);
    }
    parts.push(`(${match.join(" || ")})`);
  }
  const bounds = dateBounds(query);
  if (bounds.from) {
    params.from = bounds.from;
    parts.push("created >= {:from}");
  }
  if (bounds.to) {
    params.to = bounds.to;
    parts.push("created < {:to}");
  }
  return { filter: parts.join(" && "), params };
}

/** An order's fields as the list's query reads them (a stored record or the app's Order). */
export interface ListedOrder {
  status: string;
  paymentMethod?: string;
  slipReceivedAt: string;
  created: string;
  orderNumber: string;
  userName: string;
  customerInfo: { firstName: string; lastName: string; phone: string };
}

/** The text at `field` ("customerInfo.phone") of `order`; "" where there is none. */
function fieldText(order: object, field: string): string {
  const [head, tail] = field.split(".") as [string, string | undefined];
  const value: unknown = Reflect.get(order, head);
  const text: unknown =
    tail === undefined ? value : typeof value === "object" && value ? Reflect.get(value, tail) : "";
  return typeof text === "string" ? text : "";
}

/**
 * Whether `order` (a ListedOrder, or the stored record itself: the device's cache reads the
 * record without parsing it) is in the list of `query`, as the server's filter decides it: the
 * same view, the same fields searched (PocketBase's `~` is a case-insensitive "contains"), the
 * same days.
 */
export function orderMatches(order: ListedOrder | object, query: OrderListQuery): boolean {
  const view = ORDER_VIEWS.find((v) => v.key === query.view) as ViewRule | undefined;
  const field = (name: string) => fieldText(order, name);
  if (view?.status && field("status") !== view.status) return false;
  if (view?.slip !== undefined && (field("slipReceivedAt") !== "") !== view.slip) return false;
  if (view?.cod !== undefined && (field("paymentMethod") === "cod") !== view.cod) return false;
  const search = query.search.trim().toLowerCase();
  if (search) {
    const digits = phoneDigits(search);
    const found =
      SEARCH_FIELDS.some((name) => field(name).toLowerCase().includes(search)) ||
      (digits !== "" && field(PHONE_FIELD).includes(digits));
    if (!found) return false;
  }
  const bounds = dateBounds(query);
  if (bounds.from && field("created") < bounds.from) return false;
  if (bounds.to && field("created") >= bounds.to) return false;
  return true;
}

/**
 * An order's status as /admin names it, in the words of its list views: a confirmed order is
 * "Awaiting payment" (bank transfer, no slip yet), "Slip received" or "Cash on delivery".
 */
export function adminStatusLabel(order: ListedOrder): string {
  if (order.status !== "Confirmed") return order.status;
  if (order.paymentMethod === "cod") return "Cash on delivery";
  return order.slipReceivedAt ? "Slip received" : "Awaiting payment";
}
