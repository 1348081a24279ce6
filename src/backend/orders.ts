/** The signed-in customer's orders, parsed into the app's Order type (src/lib/types.ts). */
import { type Order, toOrder } from "../lib/types";
import { pb } from "./client";

/** Every order of the user, newest first (the server's list rule returns only their own). */
export async function fetchOrders(userId: string): Promise<Order[]> {
  const records = await pb()
    .collection("orders")
    .getFullList({
      filter: pb().filter("user = {:userId}", { userId }),
      sort: "-created",
      requestKey: null,
    });
  return records.map(toOrder);
}
