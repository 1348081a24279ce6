/**
 * Browser-side half of the search benchmark (scripts/bench/search.mjs): the app's own substring
 * search and forgiving index, driven through window.searchBench. No React, no Dexie.
 */

import * as v from "valibot";
import { resetFuzzyIndex, updateFuzzyIndex } from "../../../src/lib/fuzzy-search";
import { type Product, productSchema } from "../../../src/lib/types";
import { buildSearchIndex, searchProducts, withForgivingMatches } from "../../../src/shared/search";

let products: Product[] = [];
let subcategoryNames = new Map<string, string>();

/** Records as the server sends them, read by the app's own schema (so they never drift). */
function load(records: object[], subcategories: [string, string][]) {
  products = records.map((record) => v.parse(productSchema, record));
  subcategoryNames = new Map(subcategories);
}

/**
 * A first build as the search screen runs it (in slices), and how long each slice held the main
 * thread: the index gives the thread back through setTimeout, so a wrapped setTimeout marks where
 * each slice ends (and its callback where the next begins). A keystroke during the build waits at
 * most one slice.
 */
async function build() {
  resetFuzzyIndex();
  const realSetTimeout = window.setTimeout;
  const slices: number[] = [];
  let sliceStart = performance.now();
  window.setTimeout = ((handler: () => void, ms?: number) => {
    slices.push(performance.now() - sliceStart);
    return realSetTimeout(() => {
      sliceStart = performance.now();
      handler();
    }, ms);
  }) as typeof window.setTimeout;
  const t0 = performance.now();
  try {
    await updateFuzzyIndex(products, subcategoryNames);
  } finally {
    window.setTimeout = realSetTimeout;
  }
  const end = performance.now();
  slices.push(end - sliceStart);
  const sorted = [...slices].sort((a, b) => a - b);
  const sliceP95 = sorted[Math.ceil(0.95 * sorted.length) - 1] ?? 0;
  return { ms: end - t0, longestSlice: Math.max(...slices), sliceP95, slices: slices.length };
}

/** One product renamed after a full build: the incremental update the screen runs. */
async function updateOne(round: number) {
  const changed = products.map((p, i) =>
    i === 0 ? { ...p, name: `Renamed ${round}`, updated: `9999-${round}` } : p,
  );
  const t0 = performance.now();
  await updateFuzzyIndex(changed, subcategoryNames);
  return performance.now() - t0;
}

function substringBuild() {
  const t0 = performance.now();
  buildSearchIndex(products);
  return performance.now() - t0;
}

/**
 * Every prefix of each query, as typed: what the screen computes per keystroke (substring
 * matches, forgiving matches appended, suggestions when nothing is found) beside the plain
 * substring scan on its own, in the same loop.
 */
async function keystrokes(queries: string[], rounds: number) {
  const exactIndex = buildSearchIndex(products);
  const fuzzy = await updateFuzzyIndex(products, subcategoryNames);
  const full: number[] = [];
  const baseline: number[] = [];
  const found: Record<string, number> = {};
  for (let r = 0; r < rounds; r++) {
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const typed = query.slice(0, i);
        let t0 = performance.now();
        searchProducts(exactIndex, typed);
        baseline.push(performance.now() - t0);
        t0 = performance.now();
        const shown = withForgivingMatches(searchProducts(exactIndex, typed), fuzzy.search(typed));
        if (shown.length === 0) fuzzy.suggest(typed);
        full.push(performance.now() - t0);
        if (i === query.length) found[query] = shown.length;
      }
    }
  }
  return { full, baseline, found };
}

Object.assign(window, { searchBench: { load, build, updateOne, substringBuild, keystrokes } });
