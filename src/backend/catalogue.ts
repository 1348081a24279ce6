/**
 * The catalogue as the sync reads it: pages of categories, subcategories, products, settings
 * and tombstones in (updated, id) order, and realtime events. Every record is parsed into its
 * app type (src/lib/types.ts) before it leaves this module. `client` undefined = the app's.
 */
import type PocketBase from "pocketbase";
import {
  type Category,
  type Product,
  type Settings,
  type Subcategory,
  type Tombstone,
  toCategory,
  toProduct,
  toSettings,
  toSubcategory,
  toTombstone,
} from "../lib/types";
import { loadClient } from "./client";

export const CATALOGUE_COLLECTIONS = [
  "categories",
  "subcategories",
  "products",
  "settings",
] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

/** The app type of each page the sync reads; `tombstones` lists what the server deleted. */
export interface CatalogueRows {
  categories: Category;
  subcategories: Subcategory;
  products: Product;
  settings: Settings;
  tombstones: Tombstone;
}
export type CataloguePageName = keyof CatalogueRows;

const PARSERS: { [N in CataloguePageName]: (record: unknown) => CatalogueRows[N] } = {
  categories: toCategory,
  subcategories: toSubcategory,
  products: toProduct,
  settings: toSettings,
  tombstones: toTombstone,
};

export function isCatalogueCollection(name: string): name is CatalogueCollection {
  return (CATALOGUE_COLLECTIONS as readonly string[]).includes(name);
}

/** Where a page starts: after this (updated, id); undefined = from the beginning. */
export type PageCursor = { updated: string; id: string } | undefined;

/** One page of records at or after the cursor, oldest `updated` first. */
export async function fetchCataloguePage<N extends CataloguePageName>(
  client: PocketBase | undefined,
  name: N,
  cursor: PageCursor,
  pageSize: number,
): Promise<CatalogueRows[N][]> {
  client ??= await loadClient();
  const filter = cursor
    ? client.filter("updated > {:u} || (updated = {:u} && id > {:id})", {
        u: cursor.updated,
        id: cursor.id,
      })
    : "";
  const page = await client.collection(name).getList(1, pageSize, {
    filter,
    sort: "updated,id",
    skipTotal: true,
    requestKey: null,
  });
  return page.items.map(PARSERS[name]);
}

/** The whole catalogue at one moment (pb_hooks/lib/snapshot.js), with each collection's mark. */
export interface CatalogueSnapshot {
  version: string;
  /** the newest `updated` the snapshot holds, per collection ("" = none) */
  highWater: Record<CataloguePageName, string>;
  records: { [N in CatalogueCollection]: CatalogueRows[N][] };
}

/** One request in place of a first visit's pages; every record parsed like a page's. */
export async function fetchCatalogueSnapshot(
  client: PocketBase | undefined,
): Promise<CatalogueSnapshot> {
  const raw = await (client ?? (await loadClient())).send<{
    version: string;
    highWater: Partial<Record<CataloguePageName, string>>;
    records: Partial<Record<CatalogueCollection, unknown[]>>;
  }>("/api/shop/catalogue-snapshot", { method: "GET", requestKey: null });
  const parse = <N extends CatalogueCollection>(name: N) =>
    (raw.records[name] ?? []).map(PARSERS[name]);
  return {
    version: raw.version,
    highWater: {
      categories: raw.highWater.categories ?? "",
      subcategories: raw.highWater.subcategories ?? "",
      products: raw.highWater.products ?? "",
      settings: raw.highWater.settings ?? "",
      tombstones: raw.highWater.tombstones ?? "",
    },
    records: {
      categories: parse("categories"),
      subcategories: parse("subcategories"),
      products: parse("products"),
      settings: parse("settings"),
    },
  };
}

export type CatalogueEvent<N extends CatalogueCollection> =
  | { action: "delete"; id: string }
  | { action: "create" | "update"; item: CatalogueRows[N] };

/** Realtime create/update/delete of one catalogue collection. Resolves once subscribed. */
export async function subscribeCatalogue<N extends CatalogueCollection>(
  client: PocketBase | undefined,
  name: N,
  onEvent: (event: CatalogueEvent<N>) => void,
): Promise<void> {
  await (client ?? (await loadClient())).collection(name).subscribe("*", (e) => {
    if (e.action === "delete") onEvent({ action: "delete", id: e.record.id });
    else onEvent({ action: e.action as "create" | "update", item: PARSERS[name](e.record) });
  });
}

/** Calls back on the first realtime connect and on every reconnect (events were missed). */
export async function onRealtimeConnect(
  client: PocketBase | undefined,
  callback: () => void,
): Promise<void> {
  await (client ?? (await loadClient())).realtime.subscribe("PB_CONNECT", callback);
}

/** Ends every subscription made by subscribeCatalogue and onRealtimeConnect. */
export async function unsubscribeCatalogue(client: PocketBase | undefined): Promise<void> {
  client ??= await loadClient();
  await Promise.allSettled([
    ...CATALOGUE_COLLECTIONS.map((name) => client.collection(name).unsubscribe("*")),
    client.realtime.unsubscribe("PB_CONNECT"),
  ]);
}
