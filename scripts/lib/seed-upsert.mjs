/**
 * Idempotent writes for the seeding commands. Every seeded record gets a deterministic id
 * derived from its slug, so "upsert" is: create when the id is unknown, update only the
 * fields that differ, and leave identical records untouched (their `updated` stays put,
 * which keeps the offline clients' delta sync quiet after a re-seed).
 */
import { createHash } from "node:crypto";
import PocketBase from "pocketbase";
import { CliError, MISSING_PASSWORD, signInFailure } from "./cli-errors.mjs";

/** @typedef {import("pocketbase").RecordModel} RecordModel */
/** @typedef {{ url: string, email: string, password?: string }} Connection the superuser's */
/**
 * A record as the seed or the import wants it: its id, its fields, and files to upload.
 * @typedef {{ id: string, data: Record<string, unknown>, files?: Record<string, unknown> }} Wanted
 */
/**
 * @typedef {{ op: "create", body: Record<string, unknown> }
 *   | { op: "update", id: string, body: Record<string, unknown> }} Write
 */

/**
 * PocketBase ids are 15 chars of [a-z0-9]; hex is a subset, 60 bits is plenty here.
 * @param {string} collection
 * @param {string} slug
 */
export function recordId(collection, slug) {
  return createHash("sha256").update(`${collection}:${slug}`).digest("hex").slice(0, 15);
}

/**
 * The shop's API signed in as its superuser; a failure says what to set (cli-errors.mjs).
 * @param {Connection} connection
 */
export async function connect({ url, email, password }) {
  if (!password) throw new CliError(MISSING_PASSWORD);
  const pb = new PocketBase(url);
  // Seeding fires many requests at once; the SDK would otherwise cancel duplicates.
  pb.autoCancellation(false);
  try {
    await pb.collection("_superusers").authWithPassword(email, password);
  } catch (error) {
    throw signInFailure(error, url);
  }
  return pb;
}

/**
 * Uploaded files are renamed by PocketBase to `<base>_<random>.<ext>`; naming the upload after a
 * hash of its bytes lets a re-seed or a re-import tell whether the stored image is still current.
 * @param {Uint8Array} bytes
 */
export function imageBase(bytes) {
  return `p${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
}

/**
 * All records of a collection keyed by id (superuser, so no rule filters anything out).
 * @param {PocketBase} pb
 * @param {string} collection
 * @returns {Promise<Map<string, RecordModel>>}
 */
export async function existingById(pb, collection) {
  const records = await pb.collection(collection).getFullList({ batch: 1000 });
  return new Map(records.map((r) => [r.id, r]));
}

/** @param {unknown} value */
function normalise(value) {
  if (Array.isArray(value) && value.length === 0) return null;
  return value ?? null;
}

/**
 * Field names whose stored value differs from the wanted one (json compared structurally).
 * @param {Record<string, unknown>} stored
 * @param {Record<string, unknown>} wanted
 */
export function changedFields(stored, wanted) {
  return Object.keys(wanted).filter(
    (key) => JSON.stringify(normalise(stored[key])) !== JSON.stringify(normalise(wanted[key])),
  );
}

/**
 * Runs async jobs with at most `limit` in flight.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<unknown>} job
 */
export async function pool(items, limit, job) {
  // one iterator for every worker: each takes the next item left
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await job(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Batch size when the server's batch API is on, else 0 (plain concurrent requests).
 * @param {PocketBase} pb
 */
export async function batchSize(pb) {
  try {
    const settings = await pb.settings.getAll();
    return settings.batch?.enabled
      ? Math.max(1, Math.min(settings.batch.maxRequests ?? 50, 100))
      : 0;
  } catch {
    return 0;
  }
}

const CONCURRENCY = 8;

/**
 * Applies a list of {id, data, files?} to a collection. `files` (multipart) are sent only on
 * create or when `filesChanged(stored)` says so. `stored` (records by id) spares a second read
 * when the caller has just listed the collection. Returns counts of created/updated/unchanged.
 * @template {Wanted} W
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {W[]} wanted
 * @param {{ filesChanged?: (stored: RecordModel, item: W) => boolean, batch?: number,
 *   onProgress?: (done: number, total: number) => void, stored?: Map<string, RecordModel> }} [options]
 */
export async function upsertAll(
  pb,
  collection,
  wanted,
  { filesChanged = () => false, batch = 0, onProgress = () => {}, stored = undefined } = {},
) {
  stored ??= await existingById(pb, collection);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  /** @type {Write[]} */
  const writes = [];
  for (const item of wanted) {
    const current = stored.get(item.id);
    if (!current) {
      counts.created++;
      writes.push({ op: "create", body: { id: item.id, ...item.data, ...item.files } });
      continue;
    }
    const fields = changedFields(current, item.data);
    const sendFiles = item.files && filesChanged(current, item);
    if (fields.length === 0 && !sendFiles) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    const body = Object.fromEntries(fields.map((f) => [f, item.data[f]]));
    writes.push({ op: "update", id: item.id, body: sendFiles ? { ...body, ...item.files } : body });
  }
  await applyWrites(pb, collection, writes, batch, onProgress);
  return counts;
}

/**
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {Write[]} writes
 * @param {number} batch
 * @param {(done: number, total: number) => void} onProgress
 */
async function applyWrites(pb, collection, writes, batch, onProgress) {
  const service = pb.collection(collection);
  if (batch > 0) {
    for (let i = 0; i < writes.length; i += batch) {
      const group = pb.createBatch();
      for (const w of writes.slice(i, i + batch)) {
        if (w.op === "create") group.collection(collection).create(w.body);
        else group.collection(collection).update(w.id, w.body);
      }
      await group.send();
      onProgress(Math.min(i + batch, writes.length), writes.length);
    }
    return;
  }
  let done = 0;
  await pool(writes, CONCURRENCY, async (w) => {
    await (w.op === "create" ? service.create(w.body) : service.update(w.id, w.body));
    onProgress(++done, writes.length);
  });
}
