// Sign-in back-off per account AND client address (docs/decisions/0007-sign-in-errors-and-locks.md;
// OWASP Authentication Cheat Sheet). Every run of FAILURES_PER_LOCK wrong passwords for one account
// from one address locks that pair, first for 15 minutes, then twice as long each time, at most a
// day; a right password from that address clears its count. Guessing from one address stays slow,
// while the owner or a customer signing in from anywhere else is never locked out by someone else's
// guesses.
//
// Every lock of an account is lifted by a completed password reset or an OTP or OAuth2 sign-in
// (auth.pb.js), and by `pocketbase shop-unlock EMAIL` (npm run unlock, and npm start with
// PB_ADMIN_PASSWORD). A pair quiet for a day with no lock running is forgotten (the count
// starts again). The per-IP rate limit (lib/rate-limits.js) bounds an address over all accounts.

const FAILURES_PER_LOCK = 5;
const FIRST_LOCK_MS = 15 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The account a sign-in names: its record id, or for an email no superuser (or staff member)
 * has, that email, so an unknown email is locked like a known one (a lock must not tell them
 * apart). Customers are told "User not found" anyway
 * (docs/decisions/0007-sign-in-errors-and-locks.md).
 */
function accountKey(collection, record, identity) {
  if (record) return record.id;
  if (collection === "users") return "";
  return `unknown:${String(identity || "")
    .trim()
    .toLowerCase()}`;
}

function find(app, collection, account, ip) {
  try {
    return app.findFirstRecordByFilter(
      "signinlocks",
      "authCollection = {:c} && account = {:a} && ip = {:ip}",
      { c: collection, a: account, ip },
    );
  } catch (_) {
    return null;
  }
}

/** Throws 429 while this address is locked out of the account. */
function refuseIfLocked(app, collection, account, ip) {
  const lock = find(app, collection, account, ip);
  if (!lock) return;
  const until = lock.getDateTime("lockedUntil");
  if (until.isZero()) return;
  const leftMs = until.unix() * 1000 - Date.now();
  if (leftMs <= 0) return;
  const minutes = Math.ceil(leftMs / 60000);
  throw new TooManyRequestsError(require(`${__hooks}/lib/shared.js`).signInLocked(minutes));
}

/** Counts one wrong password from this address; every FAILURES_PER_LOCK-th one locks the pair. */
function recordFailure(app, collection, account, ip) {
  let lock = find(app, collection, account, ip);
  if (!lock) {
    lock = new Record(app.findCollectionByNameOrId("signinlocks"));
    lock.set("authCollection", collection);
    lock.set("account", account);
    lock.set("ip", ip);
  }
  const failures = lock.getInt("failures") + 1;
  lock.set("failures", failures);
  if (failures % FAILURES_PER_LOCK === 0) {
    const step = failures / FAILURES_PER_LOCK - 1;
    const ms = Math.min(FIRST_LOCK_MS * 2 ** step, MAX_LOCK_MS);
    lock.set("lockedUntil", new Date(Date.now() + ms).toISOString());
  }
  app.save(lock);
}

/** A right password from this address: its count starts again. */
function clear(app, collection, account, ip) {
  const lock = find(app, collection, account, ip);
  if (lock) app.delete(lock);
}

/** Lifts every lock of the account, from every address; returns how many there were. */
function clearAccount(app, collection, account) {
  const result = app
    .db()
    .newQuery("DELETE FROM signinlocks WHERE authCollection = {:c} AND account = {:a}")
    .bind({ c: collection, a: account })
    .execute();
  return result.rowsAffected();
}

/** Forgets pairs quiet for a day whose lock (if any) has run out. */
function prune(app) {
  const now = new Date();
  const quiet = new Date(now.getTime() - FORGET_AFTER_MS);
  const date = (d) => d.toISOString().replace("T", " ");
  app
    .db()
    .newQuery(
      "DELETE FROM signinlocks WHERE updated < {:quiet} AND (lockedUntil = '' OR lockedUntil < {:now})",
    )
    .bind({ quiet: date(quiet), now: date(now) })
    .execute();
}

module.exports = {
  accountKey,
  refuseIfLocked,
  recordFailure,
  clear,
  clearAccount,
  prune,
  FAILURES_PER_LOCK,
};
