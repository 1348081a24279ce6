/**
 * The catalogue's epoch (pb_hooks/lib/catalogue-epoch.js, in the settings record): the shop
 * gives its catalogue a new one when it replaces it behind the devices' backs, by restoring a
 * backup or importing with --prune. The device's marks then belong to a catalogue that is gone:
 * a record restored with an `updated` older than a mark would never be pulled, a record the
 * restore removed never gets a tombstone. A device that sees a new epoch therefore replaces its
 * whole copy and its marks with the current snapshot, in one transaction, so its screens keep
 * the old copy until the new one is in.
 */
import {
  CATALOGUE_COLLECTIONS,
  type CatalogueServer,
  type CatalogueSnapshot,
  fetchCatalogueSnapshot,
} from "../backend/catalogue";
import { isResponseError } from "../backend/response-error";
import type { ShopDb } from "./db";

/** The meta row that holds (as its `highWater`) the epoch of the catalogue on the device. */
const EPOCH_KEY = "epoch";
/**
 * Noted when a first visit starts: that visit, however often it is cut short and resumed,
 * adopts the epoch it finds. A device with marks and no epoch at all (its copy made before
 * epochs existed) starts again once.
 */
export const ADOPT_EPOCH = "(first visit)";

/** The epoch of the catalogue the device holds; undefined before it noted one. */
export async function seenEpoch(database: ShopDb): Promise<string | undefined> {
  return (await database.meta.get(EPOCH_KEY))?.highWater;
}

/**
 * At the start of a pull: the epoch seen, and whether this pull is (or resumes) a first visit,
 * noting ADOPT_EPOCH for one that starts now. `fresh`: nothing of the catalogue is stored yet.
 */
export async function beginPull(database: ShopDb): Promise<{ seen?: string; fresh: boolean }> {
  const rows = await database.meta.toArray();
  const fresh = !rows.some((row) => row.key !== EPOCH_KEY);
  let seen = rows.find((row) => row.key === EPOCH_KEY)?.highWater;
  if (fresh && seen !== ADOPT_EPOCH) {
    seen = ADOPT_EPOCH;
    await noteEpoch(database, seen);
  }
  return { seen, fresh };
}

/** The epoch the stored settings record carries ("" before the first sync). */
export async function settingsEpoch(database: ShopDb): Promise<string> {
  return (await database.settings.toCollection().first())?.catalogueEpoch ?? "";
}

export async function noteEpoch(database: ShopDb, epoch: string): Promise<void> {
  await database.meta.put({ key: EPOCH_KEY, highWater: epoch, syncedAt: Date.now() });
}

function catalogueTables(database: ShopDb) {
  return [database.meta, ...CATALOGUE_COLLECTIONS.map((name) => database.table(name))];
}

/** Replaces the device's catalogue, marks and epoch with the snapshot's, all at once. */
async function replaceWith(database: ShopDb, snapshot: CatalogueSnapshot): Promise<void> {
  await database.transaction("rw", catalogueTables(database), async () => {
    await database.meta.clear();
    for (const name of CATALOGUE_COLLECTIONS) {
      await database.table(name).clear();
      await database.table(name).bulkPut(snapshot.records[name]);
    }
    for (const [key, highWater] of Object.entries(snapshot.highWater)) {
      if (highWater) await database.meta.put({ key, highWater, syncedAt: Date.now() });
    }
    await noteEpoch(database, snapshot.records.settings[0]?.catalogueEpoch ?? "");
  });
}

/**
 * Starts the device's catalogue again from the server's. Offline, it throws and the next pull
 * tries again (the epoch noted is still the old one). Without the snapshot (a server without
 * it, or `useSnapshot` false) the device is emptied, as on a first visit, to be filled by pages.
 */
export async function startCatalogueAgain(
  server: CatalogueServer,
  database: ShopDb,
  useSnapshot: boolean,
): Promise<void> {
  let snapshot: CatalogueSnapshot | undefined;
  try {
    if (useSnapshot) snapshot = await fetchCatalogueSnapshot(server);
  } catch (error) {
    if (isResponseError(error) && error.status === 0) throw error;
  }
  if (snapshot) return replaceWith(database, snapshot);
  const tables = catalogueTables(database);
  await database.transaction("rw", tables, () => Promise.all(tables.map((t) => t.clear())));
}
