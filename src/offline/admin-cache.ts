/**
 * /admin's copy of the orders it has read (Dexie table `adminOrders`), so the owner's list and
 * any order opened before stay readable offline. The server fills it (a list page, an opened
 * order with its slips and history, realtime changes); screens read only this copy, filtered
 * with the same rules as the server's list (src/shared/admin-orders.ts). A sign-out clears it.
 * The shop's own steps waiting in the outbox are read here too, per order.
 */
import {
  type AdminOrder,
  type AdminSlip,
  type OrderActionRecord,
  toAdminOrder,
  toAdminSlip,
  toOrderAction,
} from "../lib/admin-types";
import { type OrderListQuery, orderMatches } from "../shared/admin-orders";
import { type AdminCachedOrder, db, type OutboxItem } from "./db";
import { useLiveQuery } from "./live-query";
import { useShownInLists } from "./outbox-hooks";

/** The newest orders kept on the device; older copies are dropped. */
const MAX_CACHED_ORDERS = 2_000;

type Raw = Record<string, unknown> & { id: string };

/** Stores orders the server answered with, keeping each row's slips and history. */
export async function cacheOrders(records: readonly Raw[]): Promise<void> {
  if (!records.length) return;
  const table = db().adminOrders;
  await db().transaction("rw", table, async () => {
    const known = await table.bulkGet(records.map((record) => record.id));
    await table.bulkPut(
      records.map((record, i) => ({
        ...known[i],
        id: record.id,
        created: String(record.created ?? ""),
        record,
        cachedAt: Date.now(),
      })),
    );
    const extra = (await table.count()) - MAX_CACHED_ORDERS;
    if (extra > 0) await table.orderBy("created").limit(extra).delete();
  });
}

/** Stores an opened order with its slips and the shop's steps. */
export async function cacheOrderDetail(detail: {
  order: Raw;
  slips: Raw[];
  actions: Raw[];
}): Promise<void> {
  await db().adminOrders.put({
    id: detail.order.id,
    created: String(detail.order.created ?? ""),
    record: detail.order,
    slips: detail.slips,
    actions: detail.actions,
    cachedAt: Date.now(),
  });
}

/** Adds a slip or a step that arrived live to its order's copy, if the order was opened. */
export async function cacheOrderPart(kind: "slips" | "actions", part: Raw): Promise<void> {
  const orderId = String(part.order ?? "");
  await db().transaction("rw", db().adminOrders, async () => {
    const row = await db().adminOrders.get(orderId);
    const list = row?.[kind];
    if (!row || !list) return;
    await db().adminOrders.put({
      ...row,
      [kind]: [...list.filter((known) => known.id !== part.id), part],
    });
  });
}

/** Drops copies the server no longer lists for a query (their order moved on or is gone). */
export async function forgetOrders(ids: readonly string[]): Promise<void> {
  await db().adminOrders.bulkDelete([...ids]);
}

/** Forgets every order on the device (sign-out: the next person here must not read them). */
export async function clearAdminCache(): Promise<void> {
  await db().adminOrders.clear();
}

const parse = (row: AdminCachedOrder) => toAdminOrder(row.record);
/** The list's query read on the stored record itself: only the rows shown are parsed. */
const inList = (row: AdminCachedOrder, query: OrderListQuery) => orderMatches(row.record, query);

/**
 * The cached orders in the query's list, newest first: the first `limit`, how many match in
 * all, and when the oldest of those copies came from the server. Undefined while loading.
 */
export function useCachedOrderList(query: OrderListQuery, limit: number) {
  return useLiveQuery(async () => {
    const rows = await db().adminOrders.orderBy("created").reverse().toArray();
    const matching = rows.filter((row) => inList(row, query));
    const shown = matching.slice(0, limit);
    return {
      orders: shown.map(parse),
      total: matching.length,
      cachedAt: Math.min(...shown.map((row) => row.cachedAt)),
    };
  }, [query.view, query.search, query.from, query.to, limit]);
}

/** The ids of cached orders in the query's list, newest first (to check against the server). */
export async function cachedOrderIds(
  query: OrderListQuery,
): Promise<{ id: string; created: string }[]> {
  const rows = await db().adminOrders.orderBy("created").reverse().toArray();
  return rows
    .filter((row) => inList(row, query))
    .map((row) => ({ id: row.id, created: row.created }));
}

export interface CachedOrderDetail {
  order: AdminOrder;
  /** undefined until the order was opened online once */
  slips: AdminSlip[] | undefined;
  actions: OrderActionRecord[] | undefined;
  cachedAt: number;
}

/** One cached order; null when the device has none, undefined while loading. */
export function useCachedOrder(id: string): CachedOrderDetail | null | undefined {
  return useLiveQuery(async () => {
    const row = await db().adminOrders.get(id);
    if (!row) return null;
    return {
      order: parse(row),
      slips: row.slips?.map(toAdminSlip),
      actions: row.actions?.map(toOrderAction),
      cachedAt: row.cachedAt,
    };
  }, [id]);
}

/** The cached orders with these ids, in that order (packing slips); undefined while loading. */
export function useCachedOrders(ids: readonly string[]): AdminOrder[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db().adminOrders.bulkGet([...ids]);
    return rows.filter((row): row is AdminCachedOrder => row !== undefined).map(parse);
  }, [ids.join(",")]);
}

/** The shop's steps on an order still on this device: waiting, being sent, or refused. */
export function usePendingActions(orderId?: string): OutboxItem[] {
  return useShownInLists(
    useLiveQuery(
      () =>
        db()
          .outbox.where("kind")
          .equals("orderactions")
          .filter(
            (item) =>
              item.state !== "sent" && (orderId === undefined || item.body.order === orderId),
          )
          .sortBy("createdAt"),
      [orderId],
    ),
  );
}
