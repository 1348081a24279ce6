/** Live-query hooks: the only way screens read the device's catalogue. */
import { defaultSettings } from "../lib/settings-defaults";
import type { Settings } from "../lib/types";
import { db } from "./db";
import { useLiveQuery } from "./live-query";

const fallbackSettings = defaultSettings();

/** The shop's settings record, or src/lib/settings-defaults.ts before the first sync. */
export function useSettings(): Settings {
  return useLiveQuery(() => db().settings.toCollection().first(), []) ?? fallbackSettings;
}

/** Each of subcategories `ids`' default weight in grams (undefined while the device reads). */
export function useDefaultWeights(ids: readonly string[]): ReadonlyMap<string, number> | undefined {
  return useLiveQuery(async () => {
    const found = await db().subcategories.bulkGet([...ids]);
    return new Map(found.flatMap((s) => (s ? [[s.id, s.defaultWeightGrams] as const] : [])));
  }, [ids.join(",")]);
}
