/**
 * /admin's orders at the server: the list with its filters and counts, one order with its
 * slips and history, protected slip and refund video files, a refund with its video, and realtime on orders and slips. Every record is
 * handed out raw for the device's cache (src/offline/admin-cache.ts parses what it reads).
 */
import type { RecordModel, UnsubscribeFunc } from "pocketbase";
import {
  ORDER_LIST_SORT,
  ORDER_VIEWS,
  type OrderListQuery,
  type OrderViewKey,
  orderListFilter,
} from "../shared/admin-orders";
import { adminPb } from "./admin-session";
import { sendWithProgress } from "./upload-request";

export type RawRecord = Record<string, unknown> & { id: string };

const plain = (record: RecordModel): RawRecord => ({ ...record });

/** One page of the list, newest first, and how many orders the query finds in all. */
export async function fetchOrderPage(
  query: OrderListQuery,
  page: number,
  perPage: number,
): Promise<{ items: RawRecord[]; total: number }> {
  const { filter, params } = orderListFilter(query);
  const result = await adminPb()
    .collection("orders")
    .getList(page, perPage, {
      filter: filter ? adminPb().filter(filter, params) : "",
      sort: ORDER_LIST_SORT,
      requestKey: null,
    });
  return { items: result.items.map(plain), total: result.totalItems };
}

/** How many orders each view holds under the query's search and dates. */
export async function fetchViewCounts(
  query: OrderListQuery,
): Promise<Record<OrderViewKey, number>> {
  const counts = await Promise.all(
    ORDER_VIEWS.map(async (view) => {
      const { filter, params } = orderListFilter({ ...query, view: view.key });
      const result = await adminPb()
        .collection("orders")
        .getList(1, 1, {
          filter: filter ? adminPb().filter(filter, params) : "",
          fields: "id",
          requestKey: null,
        });
      return [view.key, result.totalItems] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<OrderViewKey, number>;
}

/** The orders with these ids (those the server still has). */
export async function fetchOrdersById(ids: readonly string[]): Promise<RawRecord[]> {
  if (!ids.length) return [];
  const params: Record<string, string> = {};
  const filter = ids
    .map((id, i) => {
      params[`id${i}`] = id;
      return `id = {:id${i}}`;
    })
    .join(" || ");
  const records = await adminPb()
    .collection("orders")
    .getFullList({ filter: adminPb().filter(filter, params), requestKey: null });
  return records.map(plain);
}

/** An order with its payment slips and the shop's steps on it, oldest first. */
export async function fetchOrderDetail(
  id: string,
): Promise<{ order: RawRecord; slips: RawRecord[]; actions: RawRecord[] }> {
  const byOrder = adminPb().filter("order = {:id}", { id });
  const [order, slips, actions] = await Promise.all([
    adminPb().collection("orders").getOne(id, { requestKey: null }),
    adminPb()
      .collection("paymentslips")
      .getFullList({ filter: byOrder, sort: "created", requestKey: null }),
    adminPb()
      .collection("orderactions")
      .getFullList({ filter: byOrder, sort: "created", requestKey: null }),
  ]);
  return { order: plain(order), slips: slips.map(plain), actions: actions.map(plain) };
}

/** A short-lived token that opens protected files (payment slips) for the signed-in shop. */
export function fileToken(): Promise<string> {
  return adminPb().files.getToken({ requestKey: null });
}

/** The address of a slip's file, with a file token from `fileToken()`. */
export function slipUrl(slip: { id: string; collectionId: string; file: string }, token: string) {
  return adminPb().files.getURL(
    { id: slip.id, collectionId: slip.collectionId, collectionName: "paymentslips" },
    slip.file,
    { token },
  );
}

/** The address of a refund's unboxing video, with a file token from `fileToken()`. */
export function refundVideoUrl(
  action: { id: string; collectionId: string; video: string },
  token: string,
) {
  return adminPb().files.getURL(
    { id: action.id, collectionId: action.collectionId, collectionName: "orderactions" },
    action.video,
    { token },
  );
}

/**
 * A refund with its unboxing video file, sent at once with upload progress: a video of tens of
 * MB does not wait in the outbox. Its clientId makes a second try after a lost answer safe.
 */
export function sendRefundWithVideo(
  fields: Record<string, string | number>,
  video: File,
  onProgress: (sent: number, total: number) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append("video", video);
  return sendWithProgress(
    "POST",
    "/api/collections/orderactions/records",
    form,
    onProgress,
    "video",
  );
}

export interface AdminLiveHandlers {
  order(record: RawRecord, action: string): void;
  slip(record: RawRecord, action: string): void;
  action(record: RawRecord): void;
  /** after every (re)connection: realtime does not replay what was missed */
  connect(): void;
}

/**
 * Follows new and changed orders, new slips and the shop's steps while /admin is open. The
 * server sends staff every order (their list rule); resolves with the unsubscribe function.
 */
export async function subscribeAdmin(handlers: AdminLiveHandlers): Promise<() => Promise<void>> {
  const client = adminPb();
  const stops: UnsubscribeFunc[] = [];
  try {
    stops.push(await client.realtime.subscribe("PB_CONNECT", () => handlers.connect()));
    stops.push(
      await client
        .collection("orders")
        .subscribe("*", (event) => handlers.order(plain(event.record), event.action)),
    );
    stops.push(
      await client
        .collection("paymentslips")
        .subscribe("*", (event) => handlers.slip(plain(event.record), event.action)),
    );
    stops.push(
      await client
        .collection("orderactions")
        .subscribe("*", (event) => handlers.action(plain(event.record))),
    );
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
  return async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
}
