/// <reference path="../../pb_data/types.d.ts" />
// clientId is the idempotency key of every submission: a replay of something
// already stored is answered as success and never stored twice.

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
 * Runs e.next(); if it fails because a concurrent request stored the same clientId first
 * (unique index), answers like a replay via `replay(stored)` instead of failing.
 */
function nextOrReplay(e, clientId, replay) {
  try {
    e.next();
  } catch (err) {
    const stored = findByClientId(e.app, e.collection.name, clientId);
    if (stored && (!e.record || stored.id !== e.record.id)) return replay(stored);
    throw err;
  }
}

module.exports = { findByClientId, receipt, nextOrReplay };
