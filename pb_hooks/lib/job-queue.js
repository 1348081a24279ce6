// What the mail queue (lib/mail.js) and the push queue (lib/push-queue.js) share: one rule for
// a failed try, one for a sent job, one for pruning (docs/decisions/0150-one-job-queue.md).
// A failed try n waits RETRY_BASE_MS * 2^(n-1) (1, 2, 4, 8 minutes...), or the sender's own
// Retry-After when it gave one (at most an hour); after MAX_ATTEMPTS tries the job is "failed"
// with its last error kept for the dashboard.

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
 * Whether a pending job whose last try (number `attempts`) was at `lastTriedMs` is due.
 * @param {number} attempts
 * @param {number} lastTriedMs
 * @param {number} nowMs
 */
function isDue(attempts, lastTriedMs, nowMs) {
  return attempts <= 0 || nowMs - lastTriedMs >= backoffMs(attempts);
}

/**
 * Records a failed try on `row` (its `attempts` already counted): "failed" once out of tries,
 * else left pending. Returns when it is due again (ms), or 0 once it has given up.
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
  return Date.now() + backoffMs(attempts, retryAfterS);
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

module.exports = { MAX_ATTEMPTS, backoffMs, isDue, failedTry, sent, pruneSent };
