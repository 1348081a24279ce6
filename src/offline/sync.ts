/**
 * The catalogue sync engine: keeps the device's Dexie copy of categories, subcategories,
 * products and settings in step with PocketBase. A plain module with start()/stop().
 *
 * - pull: for each collection, records with `updated` at or after the stored high-water mark,
 *   paged by (updated, id) so records edited mid-pull are never skipped; one transaction per
 *   page writes the records and the new mark together. Then tombstones delete what the server
 *   deleted. A first visit has no marks, so it pulls everything.
 * - realtime: every create/update/delete event is applied to Dexie at once. Realtime does not
 *   replay missed events, so every (re)connect (PB_CONNECT) and the `online` event run a pull.
 * - errors are surfaced through syncStatusAtom (quota errors with a message), never swallowed.
 */
import { pb, type RecordModel } from "../backend/client";
import { toCategory, toProduct, toSettings, toSubcategory } from "../backend/mappers";
import { db, type ShopDb } from "./db";
import { markPullDone, reportSyncError, setSyncState } from "./sync-status";

export const SYNC_PAGE_SIZE = 500;

export const CATALOGUE_COLLECTIONS = [
  "categories",
  "subcategories",
  "products",
  "settings",
] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

const MAPPERS: Record<CatalogueCollection, (record: unknown) => { id: string }> = {
  categories: toCategory,
  subcategories: toSubcategory,
  products: toProduct,
  settings: toSettings,
};

const TOMBSTONES = "tombstones";

function isCatalogue(name: string): name is CatalogueCollection {
  return (CATALOGUE_COLLECTIONS as readonly string[]).includes(name);
}

export interface SyncEngine {
  /** runs a first pull, subscribes to realtime, pulls again on every reconnect */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** one delta pull of every collection, then tombstones; concurrent calls share one run */
  pull(): Promise<void>;
}

type Client = ReturnType<typeof pb>;

export function createSyncEngine(client: Client, database: ShopDb): SyncEngine {
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  const table = (name: CatalogueCollection) => database.table(name);

  type Cursor = { updated: string; id: string } | undefined;

  function fetchPage(name: string, cursor: Cursor) {
    const filter = cursor
      ? client.filter("updated > {:u} || (updated = {:u} && id > {:id})", {
          u: cursor.updated,
          id: cursor.id,
        })
      : "";
    return client.collection(name).getList(1, SYNC_PAGE_SIZE, {
      filter,
      sort: "updated,id",
      skipTotal: true,
      requestKey: null,
    });
  }

  /**
   * Keyset paging by (updated, id): robust against records moving to the end while we page.
   * The next page is fetched while the current one is written, so network and IndexedDB overlap.
   */
  async function pullCollection(name: string, apply: (items: RecordModel[]) => Promise<void>) {
    const mark = await database.meta.get(name);
    let next = fetchPage(name, mark ? { updated: mark.highWater, id: "" } : undefined);
    for (;;) {
      const page = await next;
      const last = page.items.at(-1);
      if (!last) return;
      const more = page.items.length === SYNC_PAGE_SIZE;
      if (more) {
        next = fetchPage(name, { updated: last.updated, id: last.id });
        next.catch(() => {}); // a failed write below must not leave an unhandled rejection
      }
      const items = await withoutStored(name, page.items, mark?.highWater);
      // Nothing new (the usual delta pull re-reads the records at its mark): no write, so no
      // live query re-runs and no screen re-renders for nothing.
      if (items.length === 0 && last.updated === mark?.highWater) {
        if (!more) return;
        continue;
      }
      await database.transaction("rw", [database.meta, ...tablesFor(name)], async () => {
        await apply(items);
        await database.meta.put({ key: name, highWater: last.updated, syncedAt: Date.now() });
      });
      if (!more) return;
    }
  }

  /** Drops the records at the mark that the device already holds in the same version. */
  async function withoutStored(name: string, items: RecordModel[], highWater?: string) {
    if (!highWater || !isCatalogue(name)) return items;
    const atMark = items.filter((r) => r.updated === highWater);
    if (atMark.length === 0) return items;
    const stored = await table(name).bulkGet(atMark.map((r) => r.id));
    const same = new Set(
      atMark.filter((r, i) => stored[i]?.updated === r.updated).map((r) => r.id),
    );
    return items.filter((r) => !same.has(r.id));
  }

  function tablesFor(name: string) {
    if (isCatalogue(name)) return [table(name)];
    return CATALOGUE_COLLECTIONS.map(table);
  }

  async function pullOnce() {
    setSyncState("syncing");
    // The collections have their own marks and tables, so they are pulled side by side: a
    // first visit waits one round trip instead of four before the screens have data.
    const pulls = await Promise.allSettled(
      CATALOGUE_COLLECTIONS.map((name) =>
        pullCollection(name, async (items) => {
          await table(name).bulkPut(items.map(MAPPERS[name]));
        }),
      ),
    );
    const failed = pulls.find((p) => p.status === "rejected");
    if (failed) throw failed.reason;
    await pullCollection(TOMBSTONES, async (items) => {
      for (const stone of items) {
        const source = String(stone.sourceCollection ?? "");
        if (isCatalogue(source)) await table(source).delete(String(stone.recordId));
      }
    });
    markPullDone();
    setSyncState("idle");
  }

  function pull(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pullOnce();
        } while (again);
      } catch (error) {
        reportSyncError(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  async function applyEvent(name: CatalogueCollection, action: string, record: RecordModel) {
    try {
      if (action === "delete") await table(name).delete(record.id);
      else await table(name).put(MAPPERS[name](record));
    } catch (error) {
      reportSyncError(error);
    }
  }

  const onOnline = () => void pull();

  return {
    pull,
    async start() {
      if (started) return;
      started = true;
      if (typeof navigator !== "undefined") void navigator.storage?.persist?.().catch(() => {});
      if (typeof window !== "undefined") window.addEventListener("online", onOnline);
      const first = pull();
      // Not awaited: offline, the SDK keeps retrying the connection and these stay pending.
      for (const name of CATALOGUE_COLLECTIONS) {
        void client
          .collection(name)
          .subscribe("*", (e) => void applyEvent(name, e.action, e.record))
          .catch(() => {});
      }
      // Fires on the first connect and on every reconnect: catch up on missed events.
      void client.realtime.subscribe("PB_CONNECT", () => void pull()).catch(() => {});
      await first;
    },
    async stop() {
      started = false;
      if (typeof window !== "undefined") window.removeEventListener("online", onOnline);
      await Promise.allSettled([
        ...CATALOGUE_COLLECTIONS.map((name) => client.collection(name).unsubscribe("*")),
        client.realtime.unsubscribe("PB_CONNECT"),
      ]);
      await running;
    },
  };
}

let shared: SyncEngine | undefined;

/** The app-wide engine on the app-wide client and database. */
export function start(): Promise<void> {
  shared ??= createSyncEngine(pb(), db());
  return shared.start();
}

export function stop(): Promise<void> {
  return shared?.stop() ?? Promise.resolve();
}
