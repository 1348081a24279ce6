/// <reference path="../pb_data/types.d.ts" />
// One email, whatever its capitals (README: Decisions, "One email per account"): accounts are
// stored with lower-case emails (pb_hooks/emails.pb.js keeps them so), and the unique index on
// email compares without case, so "ALICE@example.com" cannot be registered beside
// "alice@example.com" and PocketBase finds the account whatever the capitals at sign-in,
// password reset and OTP (it searches without case when the index does).
//
// Accounts already stored twice in different capitals: the first stored (SQLite's rowid: staff
// accounts have no `created`) keeps the address; each later one gets
// "<address>.duplicate-<id>.invalid", which no mail server accepts, so nobody can sign in to it
// by email (the shop can still see it, its orders and its old address in the dashboard).

const COLLECTIONS = ["users", "_superusers", "staff"];

function emailIndex(collection, nocase) {
  const column = nocase ? "`email` COLLATE NOCASE" : "`email`";
  const name = `idx_email_${collection.id}`;
  return `CREATE UNIQUE INDEX \`${name}\` ON \`${collection.name}\` (${column}) WHERE \`email\` != ''`;
}

function setIndex(app, collection, nocase) {
  collection.indexes = collection.indexes
    .filter((sql) => !/\(\s*`?email`?(\s+COLLATE\s+NOCASE)?\s*\)/i.test(sql))
    .concat([emailIndex(collection, nocase)]);
  app.save(collection);
}

migrate(
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      const table = collection.name;
      app
        .db()
        .newQuery(
          `UPDATE \`${table}\` SET email = lower(email) || '.duplicate-' || id || '.invalid'
           WHERE email != '' AND EXISTS (
             SELECT 1 FROM \`${table}\` AS older
             WHERE lower(older.email) = lower(\`${table}\`.email)
               AND older.rowid < \`${table}\`.rowid)`,
        )
        .execute();
      app.db().newQuery(`UPDATE \`${table}\` SET email = lower(email)`).execute();
      setIndex(app, collection, true);
    }
  },
  (app) => {
    for (const name of COLLECTIONS) setIndex(app, app.findCollectionByNameOrId(name), false);
  },
);
