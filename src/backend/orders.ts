/** The signed-in customer's orders, parsed into the app's Order type (src/lib/types.ts). */
import { type Order, toOrder } from "../lib/types";
import { loadClient } from "./client";

/** Every order of the user, newest first (the server's list rule returns only their own). */
export async function fetchOrders(userId: string): Promise<Order[]> {
  const client = await loadClient();
  const records = await client.collection("orders").getFullList({
    filter: client.filter("user = {:userId}", { userId }),
    sort: "-created",
    requestKey: null,
  });
  return records.map(toOrder);
}

/**
 * Calls `onOrder` with each change the shop makes to the customer's orders (status, history,
 * tracking number). The server sends a client only the orders its list rule lets it see, so
 * another customer's changes never arrive. `onConnect` runs after every (re)connection of the
 * realtime channel: realtime does not replay what happened while it was down, so the caller
 * pulls then. Resolves with the unsubscribe function. When the SDK gives up (its first
 * connection failed: offline), it rejects and leaves no listener behind, so the caller can
 * subscribe again later.
 */
export async function subscribeOrders(
  onOrder: (order: Order) => void,
  onConnect: () => void,
): Promise<() => void> {
  const client = await loadClient();
  try {
    const stopConnect = await client.realtime.subscribe("PB_CONNECT", onConnect);
    const stopOrders = await client.collection("orders").subscribe("*", (event) => {
      if (event.action !== "delete") onOrder(toOrder(event.record));
    });
    return async () => {
      await stopOrders();
      await stopConnect();
    };
  } catch (error) {
    // only the orders screens listen on this client (the catalogue's realtime is the worker's)
    await Promise.allSettled([
      client.realtime.unsubscribe("PB_CONNECT"),
      client.collection("orders").unsubscribe("*"),
    ]);
    throw error;
  }
}
