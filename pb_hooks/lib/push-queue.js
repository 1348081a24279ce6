// The push queue (docs/decisions/0016-pushes-from-a-node-worker.md), worked like the mail queue: a
// request only stores a `pushqueue` row per device (a fast local insert that never fails what the
// customer or the shop did), and the push worker (scripts/push-worker.mjs) sends it. The worker
// never writes to the database: it claims due rows and reports each push service's answer through
// push.pb.js's routes, and this file decides what follows:
// - 2xx: sent (kept a week for the dashboard, then pruned);
// - 404 or 410: the subscription is gone, so it is deleted at once (with what waits for it);
// - 429, 5xx or no answer: tried again by the shared rule (lib/job-queue.js: Retry-After, else
//   1 minute doubling, 6 tries in all);
// - anything else (400, 403, 413...): failed, with the service's answer as lastError.
// A claimed row is leased for a minute: a worker that dies halfway leaves it due again.

const LEASE_MS = 60 * 1000;
const BATCH = 20;
const KEEP_SENT_DAYS = 7;
/** How long a push may wait at the push service for a device that is off (seconds). */
const TTL_S = 3 * 24 * 3600;

/** @typedef {{ title: string, body: string, url: string, tag: string }} PushMessage */

/**
 * Queues `message` for each subscription found by `filter`; never throws.
 * @param {CoreApp} app
 * @param {string} filter
 * @param {dbx.Params} params
 * @param {PushMessage | undefined} message
 */
function queueFor(app, filter, params, message) {
  if (!message) return;
  try {
    const subscriptions = app.findRecordsByFilter("pushsubscriptions", filter, "", 50, 0, params);
    if (subscriptions.length === 0) return;
    const collection = app.findCollectionByNameOrId("pushqueue");
    for (const subscription of subscriptions) {
      const record = new Record(collection);
      record.set("subscription", subscription.id);
      record.set("payload", message);
      require(`${__hooks}/lib/job-queue.js`).pending(record);
      app.save(record);
    }
    // wakes a worker waiting in claim() at once
    app.store().set("pushqueue.queuedAt", Date.now());
  } catch (error) {
    app.logger().error("Push not queued", "title", message.title, "error", String(error));
  }
}

/**
 * To every device of the order's customer.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {PushMessage | undefined} message
 */
function toCustomer(app, userId, message) {
  if (userId) queueFor(app, "user = {:user}", { user: userId }, message);
}

/**
 * To every device of the shop's staff and owner.
 * @param {CoreApp} app
 * @param {PushMessage | undefined} message
 */
function toShop(app, message) {
  queueFor(app, "staff != '' || superuser != ''", {}, message);
}

/**
 * The worker's claim: due pushes with their subscription, each leased for LEASE_MS. Waits up to
 * `waitMs` for one to be queued (checking the wake-up mark every 50 ms and the table each second),
 * so a push leaves within moments of the change that queued it; stops waiting once `gone()` (the
 * worker hung up, or the server is stopping).
 * @param {CoreApp} app
 * @param {unknown} waitMs
 * @param {() => boolean} gone
 */
function claim(app, waitMs, gone) {
  const store = app.store();
  const end = Date.now() + Math.min(Math.max(Number(waitMs) || 0, 0), 25000);
  let seen = -1;
  let lastQuery = 0;
  for (;;) {
    const queuedAt = store.get("pushqueue.queuedAt") || 0;
    if (queuedAt !== seen || Date.now() - lastQuery >= 1000) {
      seen = queuedAt;
      lastQuery = Date.now();
      const rows = require(`${__hooks}/lib/job-queue.js`).dueJobs(app, "pushqueue", BATCH);
      if (rows.length > 0) return lease(app, rows);
    }
    if (Date.now() >= end || gone()) return [];
    sleep(50);
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record[]} rows
 */
function lease(app, rows) {
  /** @type {{ id: string, endpoint: string, keys: unknown, payload: string, topic: string | undefined, ttl: number }[]} */
  const jobs = [];
  const queue = require(`${__hooks}/lib/job-queue.js`);
  for (const row of rows) {
    queue.lease(app, row, LEASE_MS);
    let subscription;
    try {
      subscription = app.findRecordById("pushsubscriptions", row.getString("subscription"));
    } catch {
      continue; // deleted meanwhile: its rows go with it
    }
    const payload = require(`${__hooks}/lib/validate.js`).readJson(row, "payload");
    jobs.push({
      id: row.id,
      endpoint: subscription.getString("endpoint"),
      keys: require(`${__hooks}/lib/validate.js`).readJson(subscription, "keys"),
      payload: JSON.stringify(payload),
      topic: /^[A-Za-z0-9_-]{1,32}$/.test(payload.tag || "") ? payload.tag : undefined,
      ttl: TTL_S,
    });
  }
  return jobs;
}

/**
 * What follows one push service answer (`status` 0: no answer).
 * @param {CoreApp} app
 * @param {{ id?: unknown, status?: unknown, error?: unknown, retryAfterS?: unknown }} result
 */
function report(app, result) {
  let row;
  try {
    row = app.findRecordById("pushqueue", String(result.id || ""));
  } catch {
    return; // its subscription was deleted meanwhile
  }
  const jobs = require(`${__hooks}/lib/job-queue.js`);
  const status = Number(result.status) || 0;
  row.set("attempts", row.getInt("attempts") + 1);
  const error = String(result.error || (status ? `HTTP ${status}` : ""));
  if (status >= 200 && status < 300) {
    jobs.sent(row);
  } else if (status === 404 || status === 410) {
    const subscription = app.findRecordById("pushsubscriptions", row.getString("subscription"));
    app.delete(subscription);
    return;
  } else if (status === 0 || status === 429 || status >= 500) {
    jobs.failedTry(row, error, result.retryAfterS);
  } else {
    row.set("lastError", error.slice(0, 2000));
    row.set("status", "failed");
  }
  app.save(row);
}

/** @param {CoreApp} app */
function pruneSent(app) {
  require(`${__hooks}/lib/job-queue.js`).pruneSent(app, "pushqueue", KEEP_SENT_DAYS);
}

module.exports = { toCustomer, toShop, claim, report, pruneSent };
