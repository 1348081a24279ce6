/** The soak's rows for BENCHMARKS.md: latency per kind, errors, missed changes, memory. */
import { percentile, slope } from "./stats.mjs";

/**
 * kind -> p95 budget in ms, by what a person waits for: a shopper's checkout answer within a
 * second (it says "queued" after 8 s), a background sync page within half a second, a first
 * visit's whole catalogue (behind the server-drawn first screen) within 3 s, the owner's save
 * within 2 s and open screens showing it within 3 s.
 */
const TARGETS = {
  "catalogue delta page": 500,
  "catalogue snapshot (gzip)": 3000,
  "auth refresh": 500,
  "order create": 1000,
  "admin product edit": 2000,
  "realtime subscribe": 1000,
  "change reaching 99% of subscribers": 3000,
};
/**
 * A leak grows steadily; Go's collector moves RSS by some MiB either way between samples. The
 * trend is the least-squares slope after the first 2 minutes (caches and the first snapshots
 * fill then); ~3 MiB/min is about what 10 minutes of 30-second samples can tell from noise.
 */
const RSS_SLOPE_LIMIT = 3;
const WARM_UP_MINUTES = 2;

/** @typedef {import("../types").SoakKind} SoakKind */
/** @typedef {{kinds: Map<string, SoakKind>}} Recorded */

const r0 = (/** @type {number} */ x) => Math.round(x);
const r1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;
const codes = (/** @type {Record<string, number>} */ status) =>
  Object.entries(status)
    .map(([code, n]) => `${n}×${code}`)
    .join(", ");

/** @param {SoakKind} entry */
function failures(entry) {
  const bad = Object.entries(entry.status)
    .filter(([code]) => !code.startsWith("2") && code !== "429")
    .reduce((sum, [, n]) => sum + n, 0);
  return bad + entry.failures;
}

/**
 * @param {object} soak
 * @param {{minutes: number, products: number, subscribers: number, readsPerSecond: number,
 *   ordersPerMinute: number, customers: number, editEverySeconds: number}} soak.load
 * @param {Recorded} soak.recorder the run's requests
 * @param {Recorded} soak.idle the same requests against an idle server
 * @param {{minute: number, mib: number, label?: string}[]} soak.rss
 * @param {{stats: {failures: number, reconnects: number}}} soak.subscribers
 * @param {{changes: number, expected: number, missed: number}} soak.fanout
 * @param {number} soak.connectSeconds
 * @param {string} soak.machine
 * @returns {import("../types").BenchRow[]}
 */
export function soakRows({
  load,
  recorder,
  idle,
  rss,
  subscribers,
  fanout,
  connectSeconds,
  machine,
}) {
  /** @type {import("../types").BenchRow[]} */
  const rows = [];
  const seconds = load.minutes * 60;
  let errors = 0;
  let tooMany = 0;
  const errorNotes = [];
  for (const [kind, limit] of Object.entries(TARGETS)) {
    const entry = recorder.kinds.get(kind);
    if (!entry) continue;
    const p95 = percentile(entry.ms, 0.95);
    const base = idle.kinds.get(kind);
    const idleP95 = base ? percentile(base.ms, 0.95) : null;
    const bad = failures(entry);
    errors += bad;
    tooMany += entry.status[429] ?? 0;
    if (bad) errorNotes.push(`${kind}: ${bad} (${entry.examples.join(" | ")})`);
    const count = entry.ms.length + entry.failures;
    const answers = Object.keys(entry.status).length ? `; answers ${codes(entry.status)}` : "";
    rows.push({
      name: `Soak: ${kind}, p95`,
      value: r0(p95),
      unit: "ms",
      target: `p95 < ${limit} ms`,
      limit,
      ratio: idleP95 ? r1(p95 / idleP95) : null,
      note: `p99 ${r0(percentile(entry.ms, 0.99))} ms, median ${r0(percentile(entry.ms, 0.5))} ms; ${count} in ${load.minutes} min${idleP95 ? `; idle server p95 ${r0(idleP95)} ms (ratio shown)` : ""}${answers}${entry.failures ? `; ${entry.failures} failed before an answer` : ""}`,
    });
  }
  errors += subscribers.stats.failures;
  rows.push({
    name: "Soak: errors (answers other than 2xx and 429, failed requests and streams)",
    value: errors,
    unit: "",
    target: "0",
    limit: 0,
    ratio: null,
    note: `${tooMany} answers 429 (limits ×1,000: SHOP_TEST_RELAXED_LIMITS=1, one forwarded address per client); ${subscribers.stats.failures} realtime streams failed to open or subscribe, ${subscribers.stats.reconnects} ended by the server and opened again${errorNotes.length ? `; ${errorNotes.join("; ")}` : ""}`,
  });
  rows.push({
    name: "Soak: product changes not heard by a subscribed phone",
    value: fanout.missed,
    unit: "",
    target: "0",
    limit: 0,
    ratio: null,
    note: `${fanout.changes} changes × the phones subscribed at the time = ${fanout.expected} deliveries expected; ${load.subscribers} streams opened in ${r1(connectSeconds)} s`,
  });
  // soak.mjs samples "start" and "end" on every run
  const start = /** @type {{mib: number}} */ (rss.find((s) => s.label === "start"));
  const end = /** @type {{mib: number}} */ (rss.at(-1));
  const trend = slope(rss.filter((s) => s.minute >= Math.min(WARM_UP_MINUTES, load.minutes / 2)));
  const samples = rss.map((s) => `${s.label ?? `${r1(s.minute)} min`} ${r0(s.mib)}`).join(" → ");
  rows.push({
    name: "Soak: server memory (RSS) trend after a 2-minute warm-up",
    value: r1(trend),
    unit: "MiB/min",
    target: `no growth trend (< ${RSS_SLOPE_LIMIT} MiB/min)`,
    limit: RSS_SLOPE_LIMIT,
    ratio: r1(end.mib / start.mib),
    note: `RSS in MiB: ${samples}; end / start shown as ratio; slope over the whole run ${r1(slope(rss.filter((s) => s.minute >= 0)))} MiB/min; ${load.subscribers} streams, ${load.readsPerSecond} catalogue reads/s, ${load.ordersPerMinute} orders/min from ${load.customers} accounts, an edit every ${load.editEverySeconds} s, ${load.products.toLocaleString("en")} products, over ${seconds / 60} min; ${machine}`,
  });
  return rows;
}
