// clientId is the idempotency key of every submission: a replay of something already stored is
// answered as success and never stored twice, and a replay of something the shop's rules
// refused is refused again with the same answer (the `refusals` collection), so no copy is
// stored after a device was told "refused". A new one is stored within the sender's hourly
// share (lib/rate-limits.js), atomically: see createOnce.

/** How long a refusal is remembered: longer than any device keeps retrying. */
const REMEMBER_REFUSALS_DAYS = 30;

/**
 * The stored record with this clientId, or null.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {unknown} clientId
 */
function findByClientId(app, collection, clientId) {
  if (typeof clientId !== "string" || clientId === "") return null;
  try {
    return app.findFirstRecordByData(collection, "clientId", clientId);
  } catch (_) {
    // no record with this clientId: not a replay
    return null;
  }
}

/**
 * What a guest may see of a stored submission that is not publicly viewable.
 * @param {core.Record} record
 */
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
  const kind = e.collection.name;
  const clientId = options.clientId;
  let refusal = null;
  // a refusal from a hook after this one, kept as it was thrown: passed out through the
  // transaction it would reach the client as a 500
  /** @type {unknown} */
  let later = null;
  /** @param {(txApp: core.App) => void} callback */
  const run = (callback) => {
    try {
      require(`${__hooks}/lib/transaction.js`).writeTransaction(e.app, callback);
    } catch (error) {
      throw later || error;
    }
  };
  run((txApp) => {
    const stored = findByClientId(txApp, kind, clientId);
    if (stored) return options.replay(stored);
    refusal = refusalOf(txApp, kind, clientId, options.userId);
    if (refusal) return;
    limits.refuseFlood(txApp, kind, options.userId);
    if (options.prepare) {
      try {
        options.prepare(txApp);
      } catch (error) {
        // the shop's rules said no: remembered in this same transaction, which then commits,
        // so a copy waiting behind it finds the refusal, never room to be stored
        if (!isRuleRefusal(error) || !clientId) throw error;
        refusal = { status: 400, message: error.message, data: plainData(error.data) };
        remember(txApp, kind, clientId, options.userId, refusal);
        return;
      }
    }
    e.app = txApp;
    try {
      e.next();
    } catch (error) {
      later = error;
      throw error;
    }
  });
  if (refusal) return e.json(400, refusal);
}

/**
 * A refusal by the shop's rules: a 400 with field errors, the same for every copy sent.
 * @param {unknown} error
 * @returns {error is { status: number, message: string, data: object }}
 */
function isRuleRefusal(error) {
  if (!error || typeof error !== "object") return false;
  // a Go error wrapped by the JS engine: its fields are read, never tested with `in`
  const { status, data } = /** @type {{ status?: unknown, data?: unknown }} */ (error);
  return status === 400 && Boolean(data) && typeof data === "object";
}

/**
 * Field errors as the JSON PocketBase answers: {field: {code, message}}.
 * @param {unknown} data
 */
function plainData(data) {
  return JSON.parse(JSON.stringify(data || {}));
}

/**
 * The answer remembered for this clientId, or null. Another sender's clientId is refused as
 * taken, as a stored one is: a refusal's words stay with the account it was given to.
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} clientId
 * @param {string} sender
 */
function refusalOf(app, kind, clientId, sender) {
  if (typeof clientId !== "string" || clientId === "") return null;
  let found;
  try {
    found = app.findFirstRecordByFilter("refusals", "kind = {:kind} && clientId = {:id}", {
      kind,
      id: clientId,
    });
  } catch (_) {
    // no refusal remembered for this clientId
    return null;
  }
  if (found.getString("sender") !== (sender || "")) throw clientIdTaken();
  return JSON.parse(found.getString("answer"));
}

/** The answer to a clientId another sender's submission already holds (stored or refused). */
function clientIdTaken() {
  return new BadRequestError("Failed to create record.", {
    clientId: new ValidationError("validation_not_unique", "This clientId is already used."),
  });
}

/**
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} clientId
 * @param {string} sender
 * @param {unknown} answer
 */
function remember(app, kind, clientId, sender, answer) {
  const record = new Record(app.findCollectionByNameOrId("refusals"));
  record.set("kind", kind);
  record.set("clientId", clientId);
  record.set("sender", sender || "");
  record.set("answer", answer);
  app.save(record);
}

/**
 * Forgets refusals older than REMEMBER_REFUSALS_DAYS (a daily cron, pb_hooks/orders.pb.js).
 * @param {CoreApp} app
 */
function pruneRefusals(app) {
  const { storedDate } = require(`${__hooks}/lib/shared.js`);
  const before = storedDate(Date.now() - REMEMBER_REFUSALS_DAYS * 86_400_000);
  app.db().newQuery("DELETE FROM refusals WHERE created < {:before}").bind({ before }).execute();
}

module.exports = { findByClientId, receipt, createOnce, clientIdTaken, pruneRefusals };
