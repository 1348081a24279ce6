// The catalogue snapshot (docs/decisions/0026-catalogue-snapshot.md): everything a new device needs
// in one response, built once per catalogue version and answered from memory until the catalogue
// changes, instead of twenty 500-record pages that PocketBase loads and encodes for every new
// device. The device stores it and then pulls only what changed after its marks
// (src/offline/sync.ts), so a snapshot a moment old is still correct.

const COLLECTIONS = ["categories", "subcategories", "products", "settings"];
/** @type {{ [collection: string]: string }} */
const VISIBLE = { products: "hidden = false" };
const KEY = "catalogue.snapshot";
const GENERATION = "catalogue.snapshot.generation";
/** the last snapshot built, whatever the catalogue did since */
const LAST = "catalogue.snapshot.last";
/** {token, since} of the request building one */
const BUILDER = "catalogue.snapshot.builder";
/** a build claimed longer ago than this died with its request: another may build */
const BUILD_CLAIM_MS = 2 * 60 * 1000;

/**
 * Changes whenever a catalogue record is created, updated or deleted (count and newest).
 * @param {CoreApp} app
 */
function version(app) {
  const parts = [];
  for (const name of [...COLLECTIONS, "tombstones"]) {
    const row = new DynamicModel({ n: 0, u: "" });
    app
      .db()
      .newQuery(`SELECT COUNT(*) AS n, COALESCE(MAX(updated), '') AS u FROM ${name}`)
      .one(row);
    parts.push(`${name}:${row.n}:${row.u}`);
  }
  return $security.sha256(parts.join("|")).slice(0, 24);
}

/**
 * JSON with every non-ASCII character escaped: an ASCII string is handed to Go as it is.
 * @param {unknown} value
 */
function asciiJson(value) {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The snapshot gzipped once, by the system's `gzip` (every Linux server has it; the JS engine
 * has no compressor), so each request is a copy of bytes, not a compression of megabytes.
 * Without gzip the snapshot is served uncompressed (logged once per build).
 * @param {CoreApp} app
 * @param {string} v
 * @param {string} body
 * @param {string} token
 */
function gzipped(app, v, body, token) {
  try {
    const dir = `${app.dataDir()}/snapshots`;
    // the generated types model Go's FileMode as an object; goja passes the number through
    $os.mkdirAll(dir, /** @type {any} */ (0o755));
    const file = `${dir}/catalogue-${v}-${token}.json`;
    $os.writeFile(file, body, /** @type {any} */ (0o644));
    $os.cmd("gzip", "-f", "-6", file).run();
    const bytes = $os.readFile(`${file}.gz`);
    $os.remove(`${file}.gz`);
    return bytes;
  } catch (err) {
    app.logger().warn("Catalogue snapshot served uncompressed", "error", String(err));
    return null;
  }
}

/**
 * @param {CoreApp} app
 * @param {string} token
 */
function build(app, token) {
  const v = version(app);
  // The tombstones' mark is read first: a delete made while the records are read has a newer
  // tombstone, so the device's first delta pull applies it.
  const stones = app.findRecordsByFilter("tombstones", "", "-updated,-id", 1, 0);
  /** @type {{ [collection: string]: string }} */
  const highWater = { tombstones: stones[0] ? stones[0].getString("updated") : "" };
  /** @type {{ [collection: string]: core.Record[] }} */
  const records = {};
  for (const name of COLLECTIONS) {
    // hidden products are the owner's only (their list rule), never a device's
    const rows = app.findRecordsByFilter(name, VISIBLE[name] || "", "updated,id", 0, 0);
    // a record's own JSON (its MarshalJSON: public fields only, JSON fields as JSON)
    records[name] = rows;
    highWater[name] = rows[rows.length - 1]?.getString("updated") ?? "";
  }
  const body = asciiJson({ version: v, highWater, records });
  const epoch = records.settings?.[0]?.getString("catalogueEpoch") ?? "";
  return { version: v, epoch, body, gzip: gzipped(app, v, body, token) };
}

/**
 * The catalogue's epoch now (lib/catalogue-epoch.js); "" without a settings record.
 * @param {CoreApp} app
 * @returns {string}
 */
function epochNow(app) {
  try {
    return app.findFirstRecordByFilter("settings", "id != ''").getString("catalogueEpoch");
  } catch (_) {
    // no settings record yet: no epoch
    return "";
  }
}

/**
 * Claims the one build under way; true when `token`'s request is the builder.
 * @param {store.Store<string, any>} store
 * @param {string} token
 */
function claimBuild(store, token) {
  const now = Date.now();
  // setFunc runs under the store's lock: of two requests, one claims and the other sees it
  store.setFunc(BUILDER, (old) =>
    old?.token && now - old.since < BUILD_CLAIM_MS ? old : { token, since: now },
  );
  return store.get(BUILDER).token === token;
}

/**
 * @param {store.Store<string, any>} store
 * @param {string} token
 */
function releaseBuild(store, token) {
  store.setFunc(BUILDER, (old) => (old?.token === token ? null : old));
}

/**
 * The snapshot to answer with and where it came from: "held" (built for the catalogue as it is),
 * "built" (by this request), or "previous" (another request is building the new one; the last
 * one built is still correct for a device, whose first delta pull brings what changed after
 * its marks; never across a new epoch). One request builds at a time: a build costs seconds of a core and megabytes at
 * 10,000 products, and first visits that each built their own after an edit piled up: one a
 * second with an edit every 10 s took the server from 182 to 1,526 MiB and the visits' p95 to
 * 79 s within a minute. Every catalogue write drops the held one
 * (`invalidate`, snapshot.pb.js) and bumps a generation, so a build that a write overtook is
 * answered but not held.
 * @param {CoreApp} app
 */
function current(app) {
  const store = app.store();
  const token = $security.randomString(16);
  for (;;) {
    const held = store.get(KEY);
    if (held) return { snapshot: held, source: "held" };
    if (claimBuild(store, token)) break;
    // The previous one only within the same epoch: a device that starts its catalogue again
    // for a new epoch and got the old one would see the new epoch in its delta pull and start
    // again, round after round until the build is done.
    const previous = store.get(LAST);
    if (previous && previous.epoch === epochNow(app)) {
      return { snapshot: previous, source: "previous" };
    }
    sleep(25); // the first build since the start, or a new epoch: wait for it
  }
  try {
    const held = store.get(KEY); // finished by the builder just before this claim
    if (held) return { snapshot: held, source: "held" };
    const generation = store.get(GENERATION) || 0;
    const fresh = build(app, token);
    if ((store.get(GENERATION) || 0) === generation) store.set(KEY, fresh);
    store.set(LAST, fresh);
    return { snapshot: fresh, source: "built" };
  } finally {
    releaseBuild(store, token);
  }
}

/**
 * Goes up with every catalogue write: what is built from the catalogue is good until it moves.
 * @param {CoreApp} app
 * @returns {number}
 */
function generation(app) {
  return app.store().get(GENERATION) || 0;
}

/** @param {CoreApp} app */
function invalidate(app) {
  const store = app.store();
  store.set(GENERATION, (store.get(GENERATION) || 0) + 1);
  store.remove(KEY);
}

module.exports = { COLLECTIONS, current, generation, invalidate };
