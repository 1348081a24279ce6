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

declare global {
  interface Window {
    /** [start, duration] of each long task, gathered in the page (bench/trace.mjs, taps.mjs) */
    __longTasks: [number, number][];
  }
}
