/**
 * The catalogue as the sync reads it: pages of categories, subcategories, products, settings
 * and tombstones in (updated, id) order, the snapshot, and realtime events. Every record is
 * parsed into its app type (src/lib/types.ts) before it leaves this module.
 *
 * All of it is public and read by a guest, so it goes over plain `fetch` (fetch-json.ts) and
 * the realtime client of realtime.ts, not the PocketBase SDK: the sync worker runs on every
 * first visit, and the SDK would be the largest script it fetches
 * (docs/decisions/0025-no-sdk-on-a-first-visit.md). The requests are the ones the SDK sent: same
 * paths and query.
 */
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
import { type Fetcher, fetchJson, globalFetch } from "./fetch-json";
import { createRealtime, type RealtimeClient } from "./realtime";

/** Where the catalogue is read from: the shop's origin, its fetch, its realtime stream. */
export interface CatalogueServer {
  readonly baseUrl: string;
  readonly fetch: Fetcher;
  readonly realtime: RealtimeClient;
}

/** The catalogue of the shop at `baseUrl` (the page's origin in the app); tests pass a fetch. */
export function catalogueServer(baseUrl: string, fetcher: Fetcher = globalFetch): CatalogueServer {
  const origin = baseUrl.replace(/\/+$/, "");
  return { baseUrl: origin, fetch: fetcher, realtime: createRealtime(origin, fetcher) };
}

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
  server: CatalogueServer,
  name: N,
  cursor: PageCursor,
  pageSize: number,
): Promise<CatalogueRows[N][]> {
  const query = new URLSearchParams({
    page: "1",
    perPage: String(pageSize),
    filter: cursor
      ? `updated > ${quote(cursor.updated)} || (updated = ${quote(cursor.updated)} && id > ${quote(cursor.id)})`
      : "",
    sort: "updated,id",
    skipTotal: "true",
  });
  const page = await fetchJson<{ items?: unknown[] }>(
    server.fetch,
    `${server.baseUrl}/api/collections/${name}/records?${query}`,
  );
  return (page.items ?? []).map(PARSERS[name]);
}

/** A string as a PocketBase filter literal, escaped the way the SDK's filter() does it. */
const quote = (value: string) => JSON.stringify(value);

/** The whole catalogue at one moment (pb_hooks/lib/snapshot.js), with each collection's mark. */
export interface CatalogueSnapshot {
  version: string;
  /** the newest `updated` the snapshot holds, per collection ("" = none) */
  highWater: Record<CataloguePageName, string>;
  records: { [N in CatalogueCollection]: CatalogueRows[N][] };
}

/** One request in place of a first visit's pages; every record parsed like a page's. */
export async function fetchCatalogueSnapshot(server: CatalogueServer): Promise<CatalogueSnapshot> {
  const raw = await fetchJson<{
    version: string;
    highWater: Partial<Record<CataloguePageName, string>>;
    records: Partial<Record<CatalogueCollection, unknown[]>>;
  }>(server.fetch, `${server.baseUrl}/api/shop/catalogue-snapshot`);
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
export function subscribeCatalogue<N extends CatalogueCollection>(
  server: CatalogueServer,
  name: N,
  onEvent: (event: CatalogueEvent<N>) => void,
): Promise<void> {
  return server.realtime.subscribe(`${name}/*`, (data) => {
    const { action, record } = data as { action?: string; record?: { id?: unknown } };
    if (!record) return;
    if (action === "delete") onEvent({ action: "delete", id: String(record.id) });
    else if (action === "create" || action === "update")
      onEvent({ action, item: PARSERS[name](record) });
  });
}

/**
 * Calls back on each tombstone the server writes: a deleted record, or a product the owner hid
 * (which the public rules stop sending events about). Resolves once subscribed.
 */
export function subscribeTombstones(
  server: CatalogueServer,
  onStone: (stone: Tombstone) => void,
): Promise<void> {
  return server.realtime.subscribe("tombstones/*", (data) => {
    const { action, record } = data as { action?: string; record?: unknown };
    if (action === "create" && record) onStone(toTombstone(record));
  });
}

/** Calls back on the first realtime connect and on every reconnect (events were missed). */
export function onRealtimeConnect(server: CatalogueServer, callback: () => void): Promise<void> {
  return server.realtime.onConnect(callback);
}

/** Ends every subscription made by subscribeCatalogue and onRealtimeConnect. */
export function unsubscribeCatalogue(server: CatalogueServer): void {
  server.realtime.close();
}
