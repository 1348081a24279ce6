/**
 * The fault history's phones: a few slots, each holding one device process at a time. A device
 * submits its share (`lifetime` submissions), then retires: it stops submitting, drains what it
 * still holds while the faults go on, reports what it was told and holds, and exits; a new
 * device takes its slot. So each phone's outbox stays the size a phone's does, and the history
 * is many phones, not a few with thousands of submissions each.
 */
import { fork } from "node:child_process";

/**
 * A device's reply to a command.
 * @typedef {{type: "error", message: string} | {type?: undefined, value: unknown}} Reply
 */

/**
 * One device process; `request` sends a command and waits for its reply.
 * @param {string} script
 */
function startDevice(script) {
  const child = fork(script, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  /** @type {{resolve: (value: unknown) => void, reject: (error: Error) => void}[]} */
  const waiting = [];
  /** @type {Error | null} */
  let exited = null;
  child.on("exit", (code, signal) => {
    exited = new Error(`a device exited (${signal ?? code}) before it reported`);
    for (const next of waiting.splice(0)) next.reject(/** @type {Error} */ (exited));
  });
  child.on("message", (/** @type {Reply} */ message) => {
    const next = waiting.shift();
    if (!next) return;
    if (message.type === "error") next.reject(new Error(message.message));
    else next.resolve(message.value);
  });
  return {
    child,
    /** @param {import("node:child_process").Serializable} message */
    send(message) {
      if (exited) throw exited;
      child.send(message);
    },
    /**
     * @param {import("node:child_process").Serializable} message
     * @returns {Promise<unknown>}
     */
    request(message) {
      return new Promise((resolve, reject) => {
        if (exited) return reject(exited);
        waiting.push({ resolve, reject });
        child.send(message);
      });
    },
  };
}

/**
 * Rejects after `ms` unless `work` settles first.
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(work, ms, what) {
  return Promise.race([
    work,
    /** @type {Promise<never>} */ (
      new Promise((_, reject) => {
        setTimeout(
          () => reject(new Error(`${what} did not report within ${ms / 1000} s`)),
          ms,
        ).unref();
      })
    ),
  ]);
}

/**
 * @param {{script: string, slots: number, lifetime: number, settleMs: number,
 *   init: (slot: number) => Record<string, unknown>, log?: (line: string) => void}} opts
 */
export function startFleet({ script, slots, lifetime, settleMs, init, log = () => {} }) {
  /**
   * @typedef {{device: ReturnType<typeof startDevice>, submitted: number, name: string,
   *   retired?: boolean}} Slot
   */
  /** @type {Slot[]} */
  const active = [];
  /** @type {Promise<import("./protocol").Ledger & {name: string}>[]} */
  const reports = [];
  /** @type {Set<ReturnType<typeof startDevice>>} */
  const all = new Set();
  let started = 0;

  /**
   * @param {number} slot
   * @returns {Promise<Slot>}
   */
  async function open(slot) {
    const device = startDevice(script);
    all.add(device);
    const name = `device ${started++}`;
    log(`${name} (pid ${device.child.pid}) starting in slot ${slot}`);
    await device.request({ type: "init", ...init(slot) });
    log(`${name} ready`);
    return { device, submitted: 0, name };
  }

  /**
   * Drains and reports (faults or not), then exits; resolves with the ledger and its name.
   * @param {Slot} entry
   */
  function retire(entry) {
    const { device, name } = entry;
    entry.retired = true;
    log(`${name} retiring`);
    const report = within(
      device.request({ type: "settle", timeoutMs: settleMs }),
      settleMs + 120_000,
      name,
    )
      // device.ts answers "settle" with its Ledger (faults/protocol.ts)
      .then((ledger) => ({ .../** @type {import("./protocol").Ledger} */ (ledger), name }))
      .finally(() => device.child.kill());
    reports.push(report);
    // a failure is reported at the end, with the others; here it must not go unhandled
    report.catch(() => {});
  }

  return {
    async start() {
      for (let slot = 0; slot < slots; slot++) active[slot] = await open(slot);
    },
    /**
     * The slot's device for the next step; one that submitted its share is replaced first.
     * @param {number} slot
     * @param {boolean} submission
     */
    async pick(slot, submission) {
      let entry = /** @type {Slot} */ (active[slot]);
      if (submission && entry.submitted >= lifetime) {
        retire(entry);
        entry = await open(slot);
        active[slot] = entry;
      }
      if (submission) entry.submitted++;
      return entry.device;
    },
    /** the devices submitting now (faults aimed at a phone go to one of these) */
    devices: () => active.filter((a) => !a.retired).map((a) => a.device),
    count: () => started,
    /** Retires every device still active and resolves with every ledger. */
    async finish() {
      for (const entry of active) retire(entry);
      return Promise.all(reports);
    },
    kill() {
      for (const device of all) device.child.kill();
    },
  };
}
