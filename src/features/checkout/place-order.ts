/**
 * Placing an order: the checkout's body, submitted like every submission (offline/submit.ts).
 * The server prices it and may give it a new number.
 */

import { type Order, type OrderCreateBody, toOrder } from "../../lib/types";
import { cacheOrder } from "../../offline/orders-cache";
import { type SubmitResult, submit } from "../../offline/submit";
import { newClientId, newOrderNumber } from "../../shared/ids";
import { type CheckoutValues, orderParts } from "../../shared/validation/checkout";
import { type CartItem, toOrderLines } from "../cart/cart-logic";

/**
 * What became of the order (see submit()), with the number to show: the server's once it has
 * answered, the one the device proposed while the order is queued.
 */
export type PlacedOrder =
  | { kind: "sent"; orderNumber: string; order: Order }
  | { kind: "queued"; orderNumber: string }
  | Extract<SubmitResult, { kind: "refused" | "no-storage" }>;

/**
 * Submits the cart, or the accepted quote `quoteId` alone, as an order of `userId`; a sent
 * order is cached for My Orders at once.
 */
export async function placeOrder(
  userId: string,
  items: readonly CartItem[],
  form: CheckoutValues,
  quoteId?: string,
): Promise<PlacedOrder> {
  const body = {
    clientId: newClientId(),
    orderNumber: newOrderNumber(),
    items: quoteId ? [] : toOrderLines(items),
    ...orderParts(form),
    paymentMethod: form.paymentMethod,
    ...(quoteId ? { quote: quoteId } : {}),
  } satisfies OrderCreateBody;
  const result = await submit("orders", body, { userId });
  if (result.kind === "sent") {
    const order = toOrder(result.record);
    // The outbox keeps the answer too (order-success finds it there): a full disk here must
    // not turn a placed order into a failed checkout, which would invite placing it twice.
    await cacheOrder(order).catch(() => {});
    return { kind: "sent", orderNumber: order.orderNumber, order };
  }
  if (result.kind === "queued") return { kind: "queued", orderNumber: body.orderNumber };
  return result;
}
