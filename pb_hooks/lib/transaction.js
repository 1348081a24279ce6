// One write transaction that waits for the database instead of failing.
//
// PocketBase begins a transaction deferred: it reads first and asks for the write lock at its
// first write. If another process wrote in between (Litestream writes to the database to
// checkpoint it, see docs/operations.md), SQLite cannot let the transaction write on its
// older snapshot and fails at once with "database is locked", whatever the busy timeout: the
// shopper saw an order refused with PocketBase's general "Failed to create record.". Taking the
// write lock with the transaction's first statement makes SQLite wait (busy_timeout, 10 s)
// and then read the newest data, as BEGIN IMMEDIATE would.

/**
 * Runs `callback` in a transaction that holds the write lock from its start.
 * @param {CoreApp} app
 * @param {(txApp: CoreApp) => void} callback
 */
function writeTransaction(app, callback) {
  app.runInTransaction((txApp) => {
    // a write that changes nothing still takes the lock
    txApp.db().newQuery("UPDATE _params SET id = id WHERE 0").execute();
    callback(txApp);
  });
}

module.exports = { writeTransaction };
