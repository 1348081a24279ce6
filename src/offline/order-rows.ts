/**
 * An order as the device's order cache (Dexie table `orders`) stores it. Apart from the hooks in
 * orders-cache.ts, so the drainer (which the service worker runs too) can store a delivered
 * order without pulling React into the worker.
 */
import type { Order } from "../lib/types";
import type { CachedOrder } from "./db";

/** The cache row of an order the server has just answered with. */
export function toCached(order: Order, now = Date.now()): CachedOrder {
  return {
    id: order.id,
    userId: order.user,
    orderNumber: order.orderNumber,
    created: order.created,
    record: { ...order },
    cachedAt: now,
  };
}
