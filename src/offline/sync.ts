/**
 * The catalogue sync engine: keeps the device's Dexie copy of categories, subcategories,
 * products and settings in step with PocketBase. A plain module with start()/stop().
 *
 * - first visit: one catalogue snapshot (GET /api/shop/catalogue-snapshot, built once per
 *   catalogue version on the server) is stored with its marks, a first 500 records in one
 *   transaction, then 5,000 at a time; the pull below then brings only what changed since.
 *   An older server without it: pages.
 * - pull: for each collection, records with `updated` at or after the stored high-water mark,
 *   paged by (updated, id) so records edited mid-pull are never skipped; one transaction per
 *   page writes the records and the new mark together. Then tombstones delete what the server
 *   deleted. A first visit has no marks, so it pulls everything.
 * - epoch: a new catalogue epoch (a restore, a pruning import) replaces the device's copy and
 *   marks with a fresh snapshot (catalogue-epoch.ts), then the pull goes on from there.
 * - realtime: every create/update/delete event is applied to Dexie at once, and so is every new
 *   tombstone (a product hidden by the owner sends shoppers nothing else). Realtime does not
 *   replay missed events, so every (re)connect (PB_CONNECT) and the `online` event run a pull.
 * - unreachable: a pull that cannot reach the shop is tried again after 2 s, doubling to 60 s
 *   (lib/retry-timer.ts), so "offline" never sticks once the shop answers. The realtime client
 *   (backend/realtime.ts) gives up when its very first connection fails, so the first good pull
 *   subscribes again.
 * - what wins: a record is written only when its `updated` is not older than the stored copy's,
 *   so a page fetched before a realtime change never puts the older version back.
 * - state, progress and errors (quota errors with a message, never swallowed) go to a
 *   SyncReporter (sync-report.ts): the page's atoms, or messages from the sync worker.
 *
 * Nothing here touches the page (no window, no atoms), so the engine runs in the sync worker
 * (sync.worker.ts, started by sync-host.ts) and, in tests, beside the test.
 */
import {
  CATALOGUE_COLLECTIONS,
  type CatalogueCollection,
  type CatalogueEvent,
  type CataloguePageName,
  type CatalogueRows,
  type CatalogueServer,
  type CatalogueSnapshot,
  fetchCataloguePage,
  fetchCatalogueSnapshot,
  isCatalogueCollection,
  onRealtimeConnect,
  subscribeCatalogue,
  subscribeTombstones,
  unsubscribeCatalogue,
} from "../backend/catalogue";
import { isResponseError } from "../backend/response-error";
import { retryTimer } from "../lib/retry-timer";
import { singleFlight } from "../lib/single-flight";
import { CATALOGUE_PAGE_SIZE } from "../shared/catalogue";
import {
  ADOPT_EPOCH,
  beginPull,
  noteEpoch,
  seenEpoch,
  settingsEpoch,
  startCatalogueAgain,
} from "./catalogue-epoch";
import type { ShopDb } from "./db";
import { type SyncReporter, toSyncProblem } from "./sync-report";

/** Records per transaction after a snapshot's first page (see loadSnapshot). */
const SNAPSHOT_WRITE_SIZE = 5000;

export { CATALOGUE_COLLECTIONS, type CatalogueCollection };

type Versioned = { id: string; updated: string };

/**
 * Writes the records whose `updated` is not older than the stored copy's (PocketBase's
 * `updated` strings sort in time order). Returns how many were written. Run it inside a
 * transaction that includes the table when it must be atomic with other writes.
 */
export async function writeNewer(
  database: ShopDb,
  name: CatalogueCollection,
  items: readonly Versioned[],
): Promise<number> {
  if (items.length === 0) return 0;
  const table = database.table<Versioned, string>(name);
  const stored = await table.bulkGet(items.map((item) => item.id));
  const newer = items.filter((item, i) => {
    const have = stored[i];
    return !have || have.updated <= item.updated;
  });
  await table.bulkPut(newer);
  return newer.length;
}

/** Applies one realtime event; an update older than the stored copy is dropped. */
export async function applyCatalogueEvent<N extends CatalogueCollection>(
  database: ShopDb,
  name: N,
  event: CatalogueEvent<N>,
): Promise<void> {
  if (event.action === "delete") await database.table(name).delete(event.id);
  else
    await database.transaction("rw", database.table(name), () =>
      writeNewer(database, name, [event.item]),
    );
}

export interface SyncEngine {
  /** runs a first pull, subscribes to realtime, pulls again on every reconnect */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** one delta pull of every collection, then tombstones; concurrent calls share one run */
  pull(): Promise<void>;
}

export interface SyncOptions {
  /** start an empty device from the catalogue snapshot (default); false: pages only */
  snapshot?: boolean;
}

/** The engine for the catalogue of `server` (catalogueServer(origin) in the app). */
export function createSyncEngine(
  server: CatalogueServer,
  database: ShopDb,
  reporter: SyncReporter,
  options: SyncOptions = {},
): SyncEngine {
  let started = false;

  function report(error: unknown) {
    const problem = toSyncProblem(error);
    reporter.problem(problem);
    if (problem.kind === "error") console.error("catalogue sync failed", error);
  }

  const table = (name: CatalogueCollection) => database.table(name);

  /**
   * Keyset paging by (updated, id): robust against records moving to the end while we page.
   * The next page is fetched while the current one is written, so network and IndexedDB overlap.
   */
  async function pullCollection<N extends CataloguePageName>(
    name: N,
    apply: (items: CatalogueRows[N][]) => Promise<unknown>,
  ) {
    const mark = await database.meta.get(name);
    const fetchPage = (cursor: Versioned | undefined) =>
      fetchCataloguePage(server, name, cursor, CATALOGUE_PAGE_SIZE);
    let next = fetchPage(mark ? { updated: mark.highWater, id: "" } : undefined);
    for (;;) {
      const page = await next;
      const last = page.at(-1);
      if (!last) return;
      const more = page.length === CATALOGUE_PAGE_SIZE;
      if (more) {
        next = fetchPage({ updated: last.updated, id: last.id });
        next.catch(() => {}); // a failed write below must not leave an unhandled rejection
      }
      const items = await withoutStored(name, page, mark?.highWater);
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
  async function withoutStored<T extends Versioned>(name: string, items: T[], highWater?: string) {
    if (!highWater || !isCatalogueCollection(name)) return items;
    const atMark = items.filter((r) => r.updated === highWater);
    if (atMark.length === 0) return items;
    const stored = await table(name).bulkGet(atMark.map((r) => r.id));
    const same = new Set(
      atMark.filter((r, i) => stored[i]?.updated === r.updated).map((r) => r.id),
    );
    return items.filter((r) => !same.has(r.id));
  }

  function tablesFor(name: string) {
    if (isCatalogueCollection(name)) return [table(name)];
    return CATALOGUE_COLLECTIONS.map(table);
  }

  /**
   * An empty device stores the snapshot and its marks; returns the products it stored. A
   * server without the snapshot (or failing it) leaves the work to the pages; offline throws.
   */
  async function loadSnapshot(firstVisit: boolean): Promise<number> {
    if (options.snapshot === false || !firstVisit) return 0;
    let snapshot: CatalogueSnapshot;
    try {
      snapshot = await fetchCatalogueSnapshot(server);
    } catch (error) {
      if (isResponseError(error) && error.status === 0) throw error;
      return 0;
    }
    const rowsOf = (name: CatalogueCollection): readonly Versioned[] => snapshot.records[name];
    // the mark goes with a collection's last records, so a cut-off write is pulled again
    const markDone = async (name: CatalogueCollection | "tombstones") => {
      const highWater = snapshot.highWater[name];
      if (highWater) await database.meta.put({ key: name, highWater, syncedAt: Date.now() });
    };
    const fitsFirst = (name: CatalogueCollection) => rowsOf(name).length <= CATALOGUE_PAGE_SIZE;
    const allFitFirst = CATALOGUE_COLLECTIONS.every(fitsFirst);
    let products = 0;
    // Every write makes the page's live queries re-read and its screens re-render. So the first
    // screenful of every collection lands in one transaction (for a small catalogue, all of
    // it: one re-read instead of one per collection, each 80-250 ms of a slow phone's main
    // thread), and the rest in few large writes (20 chunks of 500 at 10,000 products cost the
    // page more than the writes cost the worker).
    await database.transaction(
      "rw",
      [database.meta, ...CATALOGUE_COLLECTIONS.map(table)],
      async () => {
        for (const name of CATALOGUE_COLLECTIONS) {
          const written = await writeNewer(
            database,
            name,
            rowsOf(name).slice(0, CATALOGUE_PAGE_SIZE),
          );
          if (name === "products") products += written;
          if (fitsFirst(name)) await markDone(name);
        }
        if (allFitFirst) await markDone("tombstones");
      },
    );
    reporter.progress(products);
    for (const name of CATALOGUE_COLLECTIONS) {
      const rows = rowsOf(name);
      for (let start = CATALOGUE_PAGE_SIZE; start < rows.length; start += SNAPSHOT_WRITE_SIZE) {
        const end = start + SNAPSHOT_WRITE_SIZE;
        await database.transaction("rw", [database.meta, table(name)], async () => {
          const written = await writeNewer(database, name, rows.slice(start, end));
          if (name === "products") products += written;
          if (end >= rows.length) await markDone(name);
        });
        if (name === "products") reporter.progress(products);
      }
    }
    if (!allFitFirst) await markDone("tombstones");
    return products;
  }

  async function pullOnce(): Promise<void> {
    reporter.state("syncing");
    // a first visit adopts the epoch it finds at its end, even when it is cut short and resumed
    const { seen, fresh } = await beginPull(database);
    let products = await loadSnapshot(fresh);
    // The collections have their own marks and tables, so they are pulled side by side: a
    // first visit waits one round trip instead of four before the screens have data.
    const pulls = await Promise.allSettled(
      CATALOGUE_COLLECTIONS.map((name) =>
        pullCollection(name, async (items) => {
          const written = await writeNewer(database, name, items);
          if (name !== "products" || written === 0) return;
          products += written;
          reporter.progress(products);
        }),
      ),
    );
    const failed = pulls.find((p) => p.status === "rejected");
    if (failed) throw failed.reason;
    await pullCollection("tombstones", async (stones) => {
      for (const stone of stones) {
        const source = stone.sourceCollection;
        if (isCatalogueCollection(source)) await table(source).delete(stone.recordId);
      }
    });
    // A new epoch: the shop replaced its catalogue (catalogue-epoch.ts). Start again from it,
    // then pull what changed since.
    const epoch = await settingsEpoch(database);
    if (epoch !== seen) {
      if (seen === ADOPT_EPOCH) await noteEpoch(database, epoch);
      else {
        await startCatalogueAgain(server, database, options.snapshot !== false);
        return pullOnce();
      }
    }
    reporter.pullDone();
    reporter.state("idle");
  }

  /** realtime is subscribed; once connected, the realtime client keeps reconnecting by itself */
  let listening = false;
  const retry = retryTimer(() => void pull());

  const pull = singleFlight(async () => {
    try {
      await pullOnce();
      retry.reset();
      if (started && !listening) listen();
    } catch (error) {
      report(error);
      if (started && toSyncProblem(error).kind === "offline") retry.later();
    }
  });

  /** Subscribes to realtime; when it gives up (no first connection), a later pull retries. */
  function listen() {
    listening = true;
    const subscriptions = CATALOGUE_COLLECTIONS.map((name) =>
      subscribeCatalogue(server, name, (event) => void onEvent(name, event)),
    );
    // a hidden product sends no update to shoppers, only its tombstone (pb_hooks/products.pb.js)
    subscriptions.push(
      subscribeTombstones(server, (stone) => {
        const source = stone.sourceCollection;
        if (!isCatalogueCollection(source)) return;
        void table(source).delete(stone.recordId).catch(report);
      }),
    );
    // Fires on the first connect and on every reconnect: catch up on missed events.
    subscriptions.push(onRealtimeConnect(server, () => void pull()));
    void Promise.all(subscriptions).catch(() => {
      listening = false;
      unsubscribeCatalogue(server);
    });
  }

  async function onEvent<N extends CatalogueCollection>(name: N, event: CatalogueEvent<N>) {
    try {
      await applyCatalogueEvent(database, name, event);
      // the settings record brought a new epoch: the pull starts the catalogue again
      if (name === "settings" && (await settingsEpoch(database)) !== (await seenEpoch(database))) {
        void pull();
      }
    } catch (error) {
      report(error);
    }
  }

  const onOnline = () => void pull();
  // a window, a worker (both fire `online`), or Node in tests (neither)
  const events = typeof globalThis.addEventListener === "function" ? globalThis : undefined;

  return {
    pull: () => pull(),
    async start() {
      if (started) return;
      started = true;
      events?.addEventListener("online", onOnline);
      const first = pull();
      if (!listening) listen();
      await first;
    },
    async stop() {
      started = false;
      retry.reset();
      listening = false;
      events?.removeEventListener("online", onOnline);
      unsubscribeCatalogue(server);
      await pull.idle();
    },
  };
}
