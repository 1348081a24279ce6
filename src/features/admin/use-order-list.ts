/**
 * The order list's data: the device's copy filtered by the URL's query (so it reads offline),
 * refreshed from the server whenever the query, the length shown or the realtime connection
 * changes, with each view's count. Copies the server no longer lists for the query (the order
 * moved on while this device was away) are read again, so the list never shows a stale status.
 */
import { useEffect, useState } from "react";
import { fetchOrderPage, fetchOrdersById, fetchViewCounts } from "../../backend/admin-orders";
import {
  cachedOrderIds,
  cacheOrders,
  forgetOrders,
  useCachedOrderList,
} from "../../offline/admin-cache";
import type { OrderListQuery, OrderViewKey } from "../../shared/admin-orders";
import { useLiveConnection } from "./admin-live";

export type ListSource = "loading" | "server" | "device";

async function refresh(query: OrderListQuery, limit: number) {
  const [page, counts] = await Promise.all([
    fetchOrderPage(query, 1, limit),
    fetchViewCounts(query),
  ]);
  await cacheOrders(page.items);
  // Copies on the device that this page should have listed but did not: read them again.
  const listed = new Set(page.items.map((order) => order.id));
  const oldest = page.items.length < limit ? "" : String(page.items.at(-1)?.created ?? "");
  const stale = (await cachedOrderIds(query))
    .filter((row) => !listed.has(row.id) && row.created >= oldest)
    .map((row) => row.id);
  if (stale.length) {
    const found = await fetchOrdersById(stale.slice(0, 50));
    await cacheOrders(found);
    const gone = new Set(found.map((order) => order.id));
    await forgetOrders(stale.slice(0, 50).filter((id) => !gone.has(id)));
  }
  return counts;
}

/** The list for `query`, `limit` orders long, and where it came from. */
export function useOrderList(query: OrderListQuery, limit: number) {
  const connection = useLiveConnection();
  const [counts, setCounts] = useState<Record<OrderViewKey, number>>();
  const [source, setSource] = useState<ListSource>("loading");
  const cached = useCachedOrderList(query, limit);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reconnection (connection) pulls again
  useEffect(() => {
    let current = true;
    refresh(query, limit).then(
      (next) => {
        if (!current) return;
        setCounts(next);
        setSource("server");
      },
      () => current && setSource("device"),
    );
    return () => {
      current = false;
    };
    // the connection counter is a dependency on purpose: a reconnection pulls again
  }, [query, limit, connection]);

  return { cached, counts: source === "server" ? counts : undefined, source };
}
