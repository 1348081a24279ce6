/** Live views of the outbox for screens (header indicator, panel, forms, order success). */
import { useEffect, useMemo, useState } from "react";
import { db, type OutboxItem } from "./db";
import { useLiveQuery } from "./live-query";
import { shownInLists } from "./outbox";

/**
 * The items a list shows now (outbox.ts shownInLists), and the list again when the first one
 * still awaited by its screen is due. The screen's answer normally clears the mark with a write,
 * which re-runs the live query; a reload during the wait leaves the mark behind, and nothing
 * else may write the item for a while (a send that hangs waits up to its timeout).
 */
export function useShownInLists(items: readonly OutboxItem[] | undefined): OutboxItem[] {
  const [now, setNow] = useState(Date.now);
  const due = Math.min(
    ...(items ?? []).map((item) => item.awaitedUntil ?? 0).filter((until) => until > now),
  );
  useEffect(() => {
    if (!Number.isFinite(due)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, due - Date.now()) + 1);
    return () => clearTimeout(timer);
  }, [due]);
  return useMemo(() => (items ?? []).filter((item) => shownInLists(item, now)), [items, now]);
}

/**
 * Everything of the shopper's not yet delivered: queued, sending and failed items, oldest
 * first. The shop's own order steps are /admin's to show (src/offline/admin-cache.ts).
 */
export function usePendingOutbox(): OutboxItem[] {
  return useShownInLists(
    useLiveQuery(
      () =>
        db()
          .outbox.where("state")
          .anyOf("queued", "sending", "failed")
          .filter((item) => item.kind !== "orderactions")
          .sortBy("createdAt"),
      [],
    ),
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
