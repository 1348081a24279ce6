/** Live views of the outbox for screens (header indicator, panel, forms, order success). */
import { useLiveQuery } from "dexie-react-hooks";
import { db, type OutboxItem } from "./db";
import { shownInLists } from "./outbox";

/**
 * Everything of the shopper's not yet delivered: queued, sending and failed items, oldest
 * first. The shop's own order steps are /admin's to show (src/offline/admin-cache.ts).
 */
export function usePendingOutbox(): OutboxItem[] {
  return (
    useLiveQuery(
      () =>
        db()
          .outbox.where("state")
          .anyOf("queued", "sending", "failed")
          .filter((item) => item.kind !== "orderactions" && shownInLists(item))
          .sortBy("createdAt"),
      [],
    ) ?? []
  );
}

export function useOutboxItem(id: string | undefined): OutboxItem | undefined {
  return useLiveQuery(() => (id ? db().outbox.get(id) : undefined), [id]);
}

/** The queued or delivered submission of an order, found by its proposed order number. */
export function useOrderSubmission(orderNumber: string | undefined): OutboxItem | undefined {
  return useLiveQuery(
    () =>
      orderNumber
        ? db()
            .outbox.where("kind")
            .equals("orders")
            .filter((item) => item.body.orderNumber === orderNumber)
            .first()
        : undefined,
    [orderNumber],
  );
}

/** The payment slips attached to an order on this device, oldest first, whatever their state. */
export function useOrderSlips(orderId: string): OutboxItem[] {
  return (
    useLiveQuery(
      () =>
        db()
          .outbox.where("kind")
          .equals("paymentslips")
          .filter((item) => item.body.order === orderId)
          .sortBy("createdAt"),
      [orderId],
    ) ?? []
  );
}
