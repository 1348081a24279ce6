// Per-account sign-in back-off (README: Limits). Every run of FAILURES_PER_LOCK wrong
// passwords locks the account's password sign-in, first for 15 minutes, then twice as long
// each time, at most a day; a right password while unlocked clears the count. The IP rate
// limit bounds how fast one address guesses; this bounds how fast anyone guesses one account,
// from however many addresses.

const FAILURES_PER_LOCK = 5;
const FIRST_LOCK_MS = 15 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

function find(app, authCollection, identity) {
  try {
    return app.findFirstRecordByFilter("signinlocks", "authCollection = {:c} && identity = {:i}", {
      c: authCollection,
      i: identity,
    });
  } catch (_) {
    return null;
  }
}

/** Throws 429 while the account is locked. */
function refuseIfLocked(app, authCollection, identity) {
  const lock = find(app, authCollection, identity);
  if (!lock) return;
  const until = lock.getDateTime("lockedUntil");
  if (until.isZero()) return;
  const leftMs = until.unix() * 1000 - Date.now();
  if (leftMs <= 0) return;
  const minutes = Math.ceil(leftMs / 60000);
  throw new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** Counts one wrong password; every FAILURES_PER_LOCK-th one locks the account. */
function recordFailure(app, authCollection, identity) {
  let lock = find(app, authCollection, identity);
  if (!lock) {
    lock = new Record(app.findCollectionByNameOrId("signinlocks"));
    lock.set("authCollection", authCollection);
    lock.set("identity", identity);
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

function clear(app, authCollection, identity) {
  const lock = find(app, authCollection, identity);
  if (lock) app.delete(lock);
}

module.exports = { refuseIfLocked, recordFailure, clear, FAILURES_PER_LOCK };
