// What scripts/bench.mjs and its benchmark modules (scripts/bench/*.mjs) hand each other.

/** A benchmark's context: where its progress lines go. */
export interface BenchContext {
  log: (line: string) => void;
}

/**
 * One figure of BENCHMARKS.md: met when `value` is at most `limit` (at least, for
 * `better: "higher"`); `reportOnly` shows a limit for scale only.
 */
export interface BenchRow {
  name: string;
  value: number | string | null;
  unit: string;
  target?: string | number | null;
  limit?: number | null;
  ratio?: number | string | null;
  note?: string;
  better?: "higher";
  reportOnly?: boolean;
}

/** One phone of the soak's realtime audience (bench/soak/subscribers.mjs). */
export interface SoakPhone {
  /** subscribed since (ms), 0 = not now */
  since: number;
  /** which stream it is on: a phone whose stream ended moves to the next */
  stream: number;
  /** the product changes (id@updated) it heard */
  seen: Set<string>;
}

/** What bench/soak/fanout.mjs needs of the soak's subscribers. */
export interface SoakAudience {
  phones: SoakPhone[];
  onProduct: (callback: (marker: string) => void) => void;
}

/** The soak's per-kind figures (bench/soak/stats.mjs). */
export interface SoakKind {
  ms: number[];
  status: Record<string, number>;
  failures: number;
  examples: string[];
}

/** What the catalogue harness page (bench/harness/harness.ts) puts on window.bench. */
export interface CatalogueHarness {
  firstSync(): Promise<{ ms: number; products: number }>;
  rawBulkPut(): Promise<{ ms: number; products: number }>;
  deltaSync(): Promise<{ ms: number }>;
  productName(id: string): Promise<string | undefined>;
  searchKeystrokes(
    queries: string[],
    rounds: number,
  ): Promise<{ times: number[]; products: number }>;
}

/** What the search harness page (bench/harness/search.ts) puts on window.searchBench. */
export interface SearchHarness {
  /**
   * The page's products: the bench sends Product-like records (no handle, weightGrams, hidden,
   * translations or created), so the list is not held to the app's Product type.
   */
  load(list: object[], subcategories: [string, string][]): void;
  build(): Promise<{ ms: number; longestSlice: number; sliceP95: number; slices: number }>;
  updateOne(round: number): Promise<number>;
  substringBuild(): number;
  keystrokes(
    queries: string[],
    rounds: number,
  ): Promise<{ full: number[]; baseline: number[]; found: Record<string, number> }>;
}

declare global {
  interface Window {
    /** [start, duration] of each long task, gathered in the page (bench/trace.mjs, taps.mjs) */
    __longTasks: [number, number][];
    /** [interactionId, duration, name] of each Event Timing entry (bench/taps.mjs) */
    __events: [number, number, string][];
    /** the catalogue harness, on its page only (bench/catalogue.mjs) */
    bench: CatalogueHarness;
    /** the search harness, on its page only (bench/search.mjs) */
    searchBench: SearchHarness;
    /** when the first product card appeared, once it has (bench/catalogue.mjs) */
    __firstCardMs?: number;
  }
}
