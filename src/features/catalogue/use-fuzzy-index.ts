import { useEffect, useState } from "react";
import type { FuzzyIndex } from "../../lib/fuzzy-search";
import { singleFlight } from "../../lib/single-flight";
import type { Product } from "../../lib/types";

interface Catalogue {
  products: readonly Product[];
  subcategoryNames: ReadonlyMap<string, string>;
}

/** the last index built, kept for the page's life so returning to /search does not rebuild */
let latest: FuzzyIndex | null | undefined;
const listeners = new Set<(index: FuzzyIndex | null) => void>();

function publish(index: FuzzyIndex | null) {
  latest = index;
  for (const listener of listeners) listener(index);
}

// One update at a time; catalogue changes during an update fold into one more (the latest wins).
const update = singleFlight<Catalogue>(async ({ products, subcategoryNames }) => {
  try {
    const { updateFuzzyIndex } = await import("../../lib/fuzzy-search");
    const index = await updateFuzzyIndex(products, subcategoryNames);
    if (index.version !== latest?.version) publish(index);
  } catch {
    // e.g. offline before the chunk was cached: the substring search (search.ts) still works alone
    if (latest === undefined) publish(null);
  }
});

/**
 * The forgiving search index over the device's catalogue: loaded on demand, built in slices off
 * the keystroke path, updated when the catalogue changes. Undefined until its first build ends;
 * null when it cannot load.
 */
export function useFuzzyIndex(
  products: readonly Product[] | undefined,
  subcategoryNames: ReadonlyMap<string, string> | undefined,
): FuzzyIndex | null | undefined {
  const [index, setIndex] = useState(latest);
  useEffect(() => {
    listeners.add(setIndex);
    if (latest !== undefined) setIndex(latest);
    return () => {
      listeners.delete(setIndex);
    };
  }, []);
  useEffect(() => {
    if (products && subcategoryNames) void update({ products, subcategoryNames });
  }, [products, subcategoryNames]);
  return index;
}
