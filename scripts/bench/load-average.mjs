/**
 * The machine is shared: long benchmarks note the 1-minute load average they ran under, as
 * sampled every 30 s while they run.
 */
import os from "node:os";

export function sampleLoad() {
  const seen = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => seen.push(os.loadavg()[0] ?? 0), 30_000);
  timer.unref();
  return {
    /** stops sampling; says the range seen, e.g. "1-minute load average 2.1–6.3 on 2 cores" */
    stop() {
      clearInterval(timer);
      seen.push(os.loadavg()[0] ?? 0);
      const [min, max] = [Math.min(...seen), Math.max(...seen)].map((x) => x.toFixed(1));
      return `1-minute load average ${min}–${max} on ${os.cpus().length} cores`;
    },
  };
}
