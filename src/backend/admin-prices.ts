/**
 * /admin → Prices at the server (pb_hooks/bulk-prices.pb.js): the brands, a change's preview,
 * applying it, and undoing the newest change. The owner's only; the server computes every price.
 */
import type { BulkChange, PriceRow } from "../shared/bulk-prices";
import { adminPb } from "./admin-session";

const send = <T>(step: string, body?: BulkChange | Record<string, never>): Promise<T> =>
  adminPb().send(`/api/shop/admin/prices/${step}`, {
    method: body ? "POST" : "GET",
    ...(body ? { body } : {}),
    requestKey: null,
  });

export interface LastChange {
  id: string;
  description: string;
  created: string;
}

export const fetchBrands = async () => (await send<{ brands: string[] }>("brands")).brands;

export const previewPrices = async (change: BulkChange) =>
  (await send<{ rows: PriceRow[] }>("preview", change)).rows;

export const applyPrices = (change: BulkChange) =>
  send<{ id: string; count: number }>("apply", change);

export const fetchLastChange = async () => (await send<{ last: LastChange | null }>("last")).last;

export const undoLastChange = () => send<{ restored: number; kept: string[] }>("undo", {});
