/**
 * The signed-in customer's orders, cached in Dexie (table `orders`) so the profile and the
 * order-success page work offline. The server's list replaces the user's cached rows on every
 * refresh; an order just delivered by the outbox is added at once (by the drainer, in the same
 * transaction that marks it sent: order-rows.ts), and a change the shop makes arrives by
 * realtime (followOrders). Each row keeps when it last came from the server.
 */
import { fetchOrders, subscribeOrders } from "../backend/orders";
import { retryTimer } from "../lib/retry-timer";
import { type Order, toOrder } from "../lib/types";
import { db, type OutboxItem } from "./db";
import { useLiveQuery } from "./live-query";
import { toCached } from "./order-rows";

/** An order as the device knows it, and when that copy came from the server. */
export type KnownOrder = Order & { cachedAt?: number };

/** Stores one order the server has just answered with. */
export async function cacheOrder(order: Order): Promise<void> {
  await db().orders.put(toCached(order));
}

/**
 * Fetches the user's orders (the server's rule returns only their own) and replaces the cache.
 * Offline it throws and leaves the cache as it was.
 */
export async function refreshOrders(userId: string): Promise<void> {
  const orders = await fetchOrders(userId);
  const now = Date.now();
  await db().transaction("rw", db().orders, async () => {
    await db().orders.where("userId").equals(userId).delete();
    // not map(toCached): the index would become the time ("Status as of Jan 1, 1970")
    await db().orders.bulkPut(orders.map((order) => toCached(order, now)));
  });
}

/** Drops every cached order (sign-out), so the next user of the device never sees them. */
export async function forgetOrders(): Promise<void> {
  await db().orders.clear();
}

/** The user's cached orders, newest first; undefined while loading. */
export function useCachedOrders(userId: string): KnownOrder[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db().orders.where("userId").equals(userId).sortBy("created");
    return rows.reverse().map((row) => ({ ...toOrder(row.record), cachedAt: row.cachedAt }));
  }, [userId]);
}

/**
 * Keeps the cache in step with the shop while a screen is open: realtime changes are stored as
 * they come, and a full refresh follows every (re)subscription, because realtime does not
 * replay what was missed while disconnected. A refresh that cannot reach the shop is tried
 * again (2 s, doubling to 60 s), so `onReachable(false)` never sticks after the connection
 * returns, and the first refresh that works subscribes again if realtime had given up.
 * Returns the stop function.
 */
export function followOrders(userId: string, onReachable?: (ok: boolean) => void): () => void {
  let stopped = false;
  let subscribing = false;
  let unsubscribe: (() => void) | undefined;
  const retry = retryTimer(() => void pull());
  const pull = async () => {
    try {
      await refreshOrders(userId);
    } catch {
      if (stopped) return;
      onReachable?.(false);
      retry.later();
      return;
    }
    if (stopped) return;
    onReachable?.(true);
    retry.reset();
    if (!unsubscribe && !subscribing) subscribe();
  };
  const subscribe = () => {
    subscribing = true;
    subscribeOrders(
      (order) => {
        if (order.user === userId) void cacheOrder(order);
      },
      () => void pull(),
    ).then(
      (stop) => {
        subscribing = false;
        if (stopped) stop();
        else unsubscribe = stop;
      },
      () => {
        // offline: the next refresh that reaches the shop subscribes again
        subscribing = false;
      },
    );
  };
  const connect = () => {
    if (!unsubscribe && !subscribing) subscribe();
    void pull();
  };
  connect();
  window.addEventListener("online", connect);
  return () => {
    stopped = true;
    retry.stop();
    window.removeEventListener("online", connect);
    unsubscribe?.();
  };
}

export interface OrderLookup {
  /** the stored order, when the server has answered */
  order?: Order;
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
    const stored = cached?.record ?? (outbox?.state === "sent" ? outbox.result : undefined);
    const order = stored ? toOrder(stored) : undefined;
    return { ...(order ? { order } : {}), ...(outbox ? { outbox } : {}) };
  }, [orderNumber]);
}

export interface PendingOrderLine {
  name: string;
  /** the product's first photo, from the device's catalogue */
  image: string | undefined;
  option: string | null;
  quantity: number;
}

/** An order the outbox still holds for this customer: placed on the device, not yet sent. */
export interface PendingOrder {
  id: string;
  orderNumber: string;
  createdAt: number;
  lines: PendingOrderLine[];
  /** waits for the customer to sign in again before it can go */
  needsSignIn: boolean;
}

/**
 * The customer's orders still in the outbox (queued or being sent), newest first, with product
 * names from the device's catalogue: My Orders lists them as waiting to be sent.
 */
export function usePendingOrders(userId: string): PendingOrder[] | undefined {
  return useLiveQuery(async () => {
    const items = await db()
      .outbox.where("kind")
      .equals("orders")
      .filter(
        (item) => item.userId === userId && (item.state === "queued" || item.state === "sending"),
      )
      .toArray();
    const pending: PendingOrder[] = [];
    for (const item of items) {
      const body = item.body as { orderNumber?: unknown; items?: unknown };
      const raw = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
      const products = await db().products.bulkGet(raw.map((line) => String(line.product)));
      pending.push({
        id: item.id,
        orderNumber: String(body.orderNumber ?? ""),
        createdAt: item.createdAt,
        needsSignIn: item.needsSignIn === true,
        lines: raw.map((line, i) => ({
          name: products[i]?.name ?? String(line.product),
          image: products[i]?.images[0],
          option: typeof line.option === "string" ? line.option : null,
          quantity: Number(line.quantity) || 0,
        })),
      });
    }
    return pending.sort((a, b) => b.createdAt - a.createdAt);
  }, [userId]);
}
