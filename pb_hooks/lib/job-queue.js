// The mail queue (lib/mail.js) and the push queue (lib/push-queue.js) are one queue in two
// tables (docs/decisions/0150-one-job-queue.md): a job is stored pending and due at once, a
// worker claims the due ones oldest first and leases each (due again only if the worker died
// halfway), a failed try n is due again after RETRY_BASE_MS * 2^(n-1) (1, 2, 4, 8 minutes...)
// or the sender's own Retry-After (at most an hour), after MAX_ATTEMPTS tries the job is
// "failed" with its last error kept for the dashboard, and sent jobs are pruned.

const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60 * 1000;
const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

const { storedDate } = require(`${__hooks}/lib/shared.js`);

/**
 * How long to wait after failed try number `attempts`: the sender's Retry-After (seconds) when
 * given, else the doubling backoff.
 * @param {number} attempts
 * @param {unknown} [retryAfterS]
 */
function backoffMs(attempts, retryAfterS) {
  const retryAfterMs = Math.min(Number(retryAfterS) * 1000 || 0, RETRY_AFTER_MAX_MS);
  return retryAfterMs > 0 ? retryAfterMs : RETRY_BASE_MS * 2 ** (Math.max(attempts, 1) - 1);
}

/**
 * A new job: pending, never tried, due at once.
 * @param {core.Record} row
 */
function pending(row) {
  row.set("status", "pending");
  row.set("attempts", 0);
  row.set("dueAt", storedDate(Date.now()));
}

/**
 * Up to `batch` due jobs of `collection`, the longest due first.
 * @param {CoreApp} app
 * @param {"mailqueue" | "pushqueue"} collection
 * @param {number} batch
 */
function dueJobs(app, collection, batch) {
  return app.findRecordsByFilter(
    collection,
    "status = 'pending' && dueAt <= {:now}",
    "dueAt",
    batch,
    0,
    { now: storedDate(Date.now()) },
  );
}

/**
 * Claims a due job for `leaseMs`: no other claim finds it meanwhile, and if its worker dies
 * before saying how the try went, it is due again when the lease runs out.
 * @param {CoreApp} app
 * @param {core.Record} row
 * @param {number} leaseMs
 */
function lease(app, row, leaseMs) {
  row.set("dueAt", storedDate(Date.now() + leaseMs));
  app.save(row);
}

/**
 * Records a failed try on `row` (its `attempts` already counted): "failed" once out of tries,
 * else pending and due again after its wait. Returns when it is due again (ms), or 0 once it
 * has given up.
 * @param {core.Record} row
 * @param {string} error
 * @param {unknown} [retryAfterS]
 */
function failedTry(row, error, retryAfterS) {
  const attempts = row.getInt("attempts");
  row.set("lastError", error.slice(0, 2000));
  if (attempts >= MAX_ATTEMPTS) {
    row.set("status", "failed");
    return 0;
  }
  const dueMs = Date.now() + backoffMs(attempts, retryAfterS);
  row.set("dueAt", storedDate(dueMs));
  return dueMs;
}

/** @param {core.Record} row */
function sent(row) {
  row.set("status", "sent");
  row.set("sentAt", storedDate(Date.now()));
  row.set("lastError", "");
}

/**
 * Deletes the jobs of `collection` sent more than `keepDays` ago.
 * @param {CoreApp} app
 * @param {"mailqueue" | "pushqueue"} collection
 * @param {number} keepDays
 */
function pruneSent(app, collection, keepDays) {
  app
    .db()
    .newQuery(`DELETE FROM ${collection} WHERE status = 'sent' AND sentAt < {:cutoff}`)
    .bind({ cutoff: storedDate(Date.now() - keepDays * 24 * 3600 * 1000) })
    .execute();
}

module.exports = { MAX_ATTEMPTS, backoffMs, pending, dueJobs, lease, failedTry, sent, pruneSent };
