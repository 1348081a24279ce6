// clientId is the idempotency key of every submission: a replay of something already stored is
// answered as success and never stored twice. A new one is stored within the sender's hourly
// share (lib/rate-limits.js), atomically: see createOnce.

/** The stored record with this clientId, or null. */
function findByClientId(app, collection, clientId) {
  if (typeof clientId !== "string" || clientId === "") return null;
  try {
    return app.findFirstRecordByData(collection, "clientId", clientId);
  } catch (_) {
    return null;
  }
}

/** What a guest may see of a stored submission that is not publicly viewable. */
function receipt(record) {
  return {
    id: record.id,
    clientId: record.getString("clientId"),
    created: record.getString("created"),
  };
}

/**
 * Stores e.record once. The replay check, the sender's hourly count and the insert run in one
 * write transaction: PocketBase writes through a single connection, so two such transactions
 * run one after the other and concurrent requests cannot all see room for one more, nor both
 * store the same clientId. A stored clientId is answered by `replay(stored)`; otherwise
 * `prepare(txApp)` (reads and checks, may throw a 400) runs before the record is saved.
 * @param {core.RecordRequestEvent} e
 * @param {{clientId: string, userId: string, replay: (stored: core.Record) => void, prepare?: (app: CoreApp) => void}} options
 */
function createOnce(e, options) {
  const limits = require(`${__hooks}/lib/rate-limits.js`);
  e.app.runInTransaction((txApp) => {
    const stored = findByClientId(txApp, e.collection.name, options.clientId);
    if (stored) return options.replay(stored);
    limits.refuseFlood(txApp, e.collection.name, options.userId);
    if (options.prepare) options.prepare(txApp);
    e.app = txApp;
    e.next();
  });
}

module.exports = { findByClientId, receipt, createOnce };
