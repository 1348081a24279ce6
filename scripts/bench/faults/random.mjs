/**
 * Seeded randomness for the fault history: the same seed gives the same plan (which device
 * submits what, in what order, and which fault comes when), so a failing history can be run
 * again. Timing still depends on the machine; the plan does not.
 */
import { randomInt } from "node:crypto";

/**
 * FAULT_SEED when given (to replay), else a fresh one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number}
 */
export function pickSeed(env = process.env) {
  return env.FAULT_SEED ? Number(env.FAULT_SEED) >>> 0 : randomInt(2 ** 32 - 1);
}

/**
 * mulberry32: a small, well-spread 32-bit generator. `stream` separates the plan's parts, so
 * the number of faults drawn never shifts the submissions drawn.
 * @param {number} seed
 * @param {number} stream
 */
export function generator(seed, stream) {
  let state = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** uniform in [min, max) */
    between: (/** @type {number} */ min, /** @type {number} */ max) => min + next() * (max - min),
    int: (/** @type {number} */ n) => Math.floor(next() * n),
    chance: (/** @type {number} */ p) => next() < p,
    /** exponential with this mean: the gaps of a Poisson process */
    gap: (/** @type {number} */ mean) => -Math.log(1 - next()) * mean,
    /**
     * One key of `weights` ({key: weight}), with probability proportional to its weight.
     * @template {string} K
     * @param {Record<K, number>} weights
     * @returns {K}
     */
    pick(weights) {
      const entries = /** @type {[K, number][]} */ (Object.entries(weights));
      let r = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, w] of entries) {
        r -= w;
        if (r < 0) return key;
      }
      return /** @type {[K, number]} */ (entries[entries.length - 1])[0];
    },
  };
}
