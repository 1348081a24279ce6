/**
 * The signed-in customer's orders, cached in Dexie (table `orders`) so the profile and the
 * order-success page work offline. The server's list replaces the user's cached rows on every
 * refresh; an order just delivered by the outbox is added at once.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { pb } from "../backend/client";
import type { OrderRecord } from "../backend/records";
import { type CachedOrder, db, type OutboxItem } from "./db";

function toCached(order: OrderRecord): CachedOrder {
  return {
    id: order.id,
    userId: order.user,
    orderNumber: order.orderNumber,
    created: order.created,
    record: { ...order },
  };
}

/** Stores one order the server has just answered with. */
export async function cacheOrder(order: OrderRecord): Promise<void> {
  await db().orders.put(toCached(order));
}

/**
 * Fetches the user's orders (the server's rule returns only their own) and replaces the cache.
 * Offline it throws and leaves the cache as it was.
 */
export async function refreshOrders(userId: string): Promise<void> {
  const orders = await pb()
    .collection("orders")
    .getFullList<OrderRecord>({
      filter: pb().filter("user = {:userId}", { userId }),
      sort: "-created",
      requestKey: null,
    });
  await db().transaction("rw", db().orders, async () => {
    await db().orders.where("userId").equals(userId).delete();
    await db().orders.bulkPut(orders.map(toCached));
  });
}

/** Drops every cached order (sign-out), so the next user of the device never sees them. */
export async function forgetOrders(): Promise<void> {
  await db().orders.clear();
}

/** The user's cached orders, newest first; undefined while loading. */
export function useCachedOrders(userId: string): OrderRecord[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db().orders.where("userId").equals(userId).sortBy("created");
    return rows.reverse().map((row) => row.record as unknown as OrderRecord);
  }, [userId]);
}

export interface OrderLookup {
  /** the stored order, when the server has answered */
  order?: OrderRecord;
  /** the outbox entry that carries this order number, if it is still on the device */
  outbox?: OutboxItem;
}

/** Finds an order by its ORDER- number in the cache and the outbox (queued orders included). */
export function useOrderByNumber(orderNumber: string | undefined): OrderLookup | undefined {
  return useLiveQuery(async (): Promise<OrderLookup> => {
    if (!orderNumber) return {};
    const cached = await db()
      .orders.filter((row) => row.orderNumber === orderNumber)
      .first();
    const outbox = await db()
      .outbox.where("kind")
      .equals("orders")
      .filter(
        (item) => item.body.orderNumber === orderNumber || item.result?.orderNumber === orderNumber,
      )
      .first();
    const sent = outbox?.state === "sent" ? (outbox.result as unknown as OrderRecord) : undefined;
    const order = (cached?.record as unknown as OrderRecord | undefined) ?? sent;
    return { ...(order ? { order } : {}), ...(outbox ? { outbox } : {}) };
  }, [orderNumber]);
}
