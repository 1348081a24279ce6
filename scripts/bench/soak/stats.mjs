/**
 * What the soak measures: every request's time and answer by kind (open-loop senders, so a slow
 * answer never holds the next request back), and the server's resident memory over the run.
 */
import { readFile } from "node:fs/promises";

/**
 * Nearest-rank percentile of unsorted numbers.
 * @param {number[]} values
 * @param {number} q
 * @returns {number}
 */
export function percentile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]);
}

export function createRecorder() {
  /** @type {Map<string, import("../types").SoakKind>} */
  const kinds = new Map();
  const entry = (/** @type {string} */ kind) => {
    if (!kinds.has(kind)) kinds.set(kind, { ms: [], status: {}, failures: 0, examples: [] });
    return /** @type {import("../types").SoakKind} */ (kinds.get(kind));
  };
  return {
    kinds,
    /**
     * Times one request, body read to the end; resolves with {ok, status, text}, or null when
     * the request failed before an answer (counted as a failure).
     * @param {string} kind
     * @param {() => Promise<Response>} send
     * @returns {Promise<{ok: boolean, status: number, text: string} | null>}
     */
    async timed(kind, send) {
      const e = entry(kind);
      const started = performance.now();
      try {
        const res = await send();
        const text = await res.text();
        e.ms.push(performance.now() - started);
        e.status[res.status] = (e.status[res.status] ?? 0) + 1;
        if (!res.ok && res.status !== 429 && e.examples.length < 3) {
          e.examples.push(`${res.status} ${text.slice(0, 160)}`);
        }
        return { ok: res.ok, status: res.status, text };
      } catch (error) {
        e.failures++;
        const cause = /** @type {{cause?: {code?: string}} | undefined} */ (error)?.cause;
        if (e.examples.length < 3) e.examples.push(String(cause?.code ?? error));
        return null;
      }
    },
    /**
     * A duration measured elsewhere (e.g. a change reaching the subscribers).
     * @param {string} kind
     * @param {number} ms
     */
    add(kind, ms) {
      entry(kind).ms.push(ms);
    },
  };
}

/**
 * The process's resident set size in MiB (Linux).
 * @param {number} pid
 */
export async function rssMiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * Least-squares slope of (minute, MiB) samples: MiB per minute.
 * @param {{minute: number, mib: number}[]} samples
 */
export function slope(samples) {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, p) => s + p.minute, 0) / n;
  const my = samples.reduce((s, p) => s + p.mib, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of samples) {
    num += (p.minute - mx) * (p.mib - my);
    den += (p.minute - mx) ** 2;
  }
  return den ? num / den : 0;
}
