/**
 * Orders the shop enters for a customer (docs/decisions/0220-orders-taken-by-the-shop.md): the
 * owner's or staff's POST /api/shop/orders, and a follow link's read-only order, which anyone
 * holding the link may read without an account.
 */
import * as v from "valibot";
import { type OrderCreateBody, orderSchema } from "../lib/types";
import { adminPb } from "./admin-session";
import { fetchJson, globalFetch } from "./fetch-json";

/** What the server stored: its number and total (final), and whose it is. */
export interface EnteredOrder {
  id: string;
  orderNumber: string;
  total: number;
  /** the customer's email is an account's: the order is in their My Orders */
  account: boolean;
  /** the customer has no account: the path of the follow link mailed to them */
  followPath: string;
}

const enteredSchema = v.object({
  order: v.object({ id: v.string(), orderNumber: v.string(), total: v.number() }),
  account: v.boolean(),
  followPath: v.string(),
});

/**
 * Enters the order; needs a connection (the screen says so). A resend with the same clientId
 * answers the order already stored, never a second one.
 */
export async function enterShopOrder(body: OrderCreateBody): Promise<EnteredOrder> {
  const raw = await adminPb().send("/api/shop/orders", {
    method: "POST",
    body,
    requestKey: null,
  });
  const { order, account, followPath } = v.parse(enteredSchema, raw);
  return { ...order, account, followPath };
}

/** What a follow link shows of its order: no address, notes or who entered it. */
const followedSchema = v.pick(orderSchema, [
  "orderNumber",
  "status",
  "statusHistory",
  "items",
  "subTotal",
  "shipping",
  "total",
  "paymentMethod",
  "trackingNumber",
  "created",
]);

/** The order a follow link shows. */
export type FollowedOrder = v.InferOutput<typeof followedSchema>;

/** A follow link's order; throws a ServerError (404 for a link that is no order's). */
export async function fetchFollowedOrder(token: string): Promise<FollowedOrder> {
  const raw = await fetchJson<unknown>(
    globalFetch,
    `/api/shop/follow/${encodeURIComponent(token)}`,
  );
  return v.parse(followedSchema, raw);
}
