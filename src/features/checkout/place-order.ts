/**
 * Placing an order goes through the outbox: stored on the device first,
 * then sent. The server prices it and may give it a new number.
 */

import { type Order, type OrderCreateBody, toOrder } from "../../lib/types";
import { cacheOrder } from "../../offline/orders-cache";
import { discardItem, enqueue, waitForDelivery } from "../../offline/outbox";
import { newClientId, newOrderNumber } from "../../shared/ids";
import { type CheckoutValues, orderParts } from "../../shared/validation/checkout";
import { type CartItem, toOrderLines } from "../cart/cart-logic";

/** How long the checkout waits for the server before treating the order as queued. */
export const DELIVERY_WAIT_MS = 8000;

export type PlaceOrderOutcome =
  | { kind: "sent"; orderNumber: string; order: Order }
  | { kind: "queued"; orderNumber: string }
  | { kind: "failed"; serverMessage: string };

export async function placeOrder(
  userId: string,
  items: readonly CartItem[],
  form: CheckoutValues,
): Promise<PlaceOrderOutcome> {
  const body = {
    clientId: newClientId(),
    orderNumber: newOrderNumber(),
    items: toOrderLines(items),
    ...orderParts(form),
  } satisfies OrderCreateBody;
  const queued = await enqueue("orders", body, { userId });
  const item = await waitForDelivery(queued.id, DELIVERY_WAIT_MS);
  if (item?.state === "sent" && item.result) {
    const order = toOrder(item.result);
    await cacheOrder(order);
    return { kind: "sent", orderNumber: order.orderNumber, order };
  }
  if (item?.state === "failed") {
    // The checkout form still holds everything typed, so the refused copy is not kept around.
    await discardItem(queued.id);
    return { kind: "failed", serverMessage: item.error ?? "" };
  }
  return { kind: "queued", orderNumber: body.orderNumber };
}
