/** The fault history's rows for BENCHMARKS.md: what ran, what was injected, what the checker found. */

const statusText = (/** @type {Record<string, number>} */ status) =>
  Object.entries(status)
    .map(([code, n]) => `${n}×${code}`)
    .join(", ");

/**
 * @typedef {{[kind in FaultCount]: number} & {status: Record<string, number>}} FaultCounts
 * @typedef {"kill" | "pause" | "cut" | "drop" | "duplicate" | "cutConnections" | "onlineEvents"
 *   | "droppedAnswers" | "duplicated" | "requests" | "signOut" | "again" | "sw-drain" | "toggles"
 * } FaultCount
 */

/**
 * @typedef {object} FaultHistory
 * @property {number} seed
 * @property {number} slots
 * @property {number} lifetime
 * @property {number} devices
 * @property {number} accounts
 * @property {{byKind: Record<string, number>, submissions: number, told: {sent: number, queued: number, refused: number}, delivered: number, refused: number, unsettled: number, lost: string[], doubled: string[], acknowledgedMissing: string[], other: string[]}} result
 * @property {FaultCounts} faults
 * @property {number} historySeconds
 * @property {number} settleSeconds
 * @property {string} machine
 */

/**
 * `result` is the checker's, `faults` the injector's, proxy's and plan's counts.
 * @param {FaultHistory} history
 * @returns {import("../types").BenchRow[]}
 */
export function faultRows({
  seed,
  slots,
  lifetime,
  devices,
  accounts,
  result,
  faults,
  historySeconds,
  settleSeconds,
  machine,
}) {
  const kinds = Object.entries(result.byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ");
  /**
   * @param {string} name
   * @param {string[]} list
   * @param {string} what
   * @returns {import("../types").BenchRow}
   */
  const zero = (name, list, what) => ({
    name,
    value: list.length,
    unit: "",
    target: "0",
    limit: 0,
    ratio: null,
    note: list.length ? `${what}; first: ${list.slice(0, 3).join("; ")}` : what,
  });
  return [
    {
      name: "Fault history: submissions from the devices' outboxes",
      value: result.submissions,
      unit: "",
      target: "≥ 10,000",
      limit: 10_000,
      better: "higher",
      ratio: null,
      note: `seed ${seed}; ${devices} phones (${slots} at a time, each submitting ${lifetime} then draining and retiring) on ${accounts} accounts; ${kinds}; the screens said: ${result.told.sent} sent, ${result.told.queued} saved to send later, ${result.told.refused} refused; in the end ${result.delivered} delivered and ${result.refused} refused (out of stock); ${Math.round(historySeconds)} s of faults, then ${Math.round(settleSeconds)} s to drain; ${machine}${result.unsettled ? `; ${result.unsettled} screens still waiting` : ""}`,
    },
    {
      name: "Fault history: faults injected",
      value: faults.kill + faults.pause + faults.cut + faults.drop + faults.duplicate,
      unit: "faults",
      target: "report",
      limit: null,
      ratio: null,
      note: `${faults.kill} kill -9 and restart, ${faults.pause} SIGSTOP/SIGCONT, ${faults.cut} cuts (${faults.cutConnections} connections dropped, "online" after ${faults.onlineEvents}), ${faults.drop} bursts of dropped answers and ${faults.duplicate} of duplicated POSTs (${faults.droppedAnswers} answers dropped after the server stored, ${faults.duplicated} POSTs sent twice, of ${faults.requests} requests; answers passed on: ${statusText(faults.status)}), ${faults.signOut} sign-outs, ${faults.again} submissions queued again with their clientId, ${faults["sw-drain"]} service-worker drains beside the page, ${faults.toggles} stock toggles`,
    },
    zero(
      "Fault history: lost",
      result.lost,
      "stored on a device, neither on the server nor refused",
    ),
    zero(
      "Fault history: doubled",
      result.doubled,
      "more than one record for a clientId, or a record no device made",
    ),
    zero(
      "Fault history: acknowledged but missing",
      result.acknowledgedMissing,
      "the device holds the server's answer, the server has no record",
    ),
    zero(
      "Fault history: other inconsistencies",
      result.other,
      'refused yet stored, answer naming another record, stored content unlike what was sent, slip without "Slip received"',
    ),
  ];
}
