/// <reference path="../pb_data/types.d.ts" />
// Sign-in back-off per account AND client address (README: Limits; pb_hooks/lib/signin-lock.js),
// as the OWASP Authentication Cheat Sheet advises: guesses from one address lock that address
// out of that account, never the owner signing in from elsewhere. A lock names the account by
// its record id (`account`), not by the text typed, and the client by the IP PocketBase
// resolves (`ip`, TRUSTED_PROXY_HEADERS honoured). The old locks, kept per typed email, go.

const FIELDS_BEFORE = [
  { name: "identity", type: "text", required: true, max: 255 },
  "CREATE UNIQUE INDEX `idx_signinlocks_identity` ON `signinlocks` (`authCollection`, `identity`)",
];

migrate(
  (app) => {
    app.db().newQuery("DELETE FROM signinlocks").execute();
    const locks = app.findCollectionByNameOrId("signinlocks");
    locks.removeIndex("idx_signinlocks_identity");
    locks.fields.removeByName("identity");
    locks.fields.add(new TextField({ name: "account", required: true, max: 300 }));
    locks.fields.add(new TextField({ name: "ip", required: true, max: 100 }));
    locks.addIndex("idx_signinlocks_account_ip", true, "authCollection, account, ip", "");
    locks.addIndex("idx_signinlocks_updated", false, "updated", "");
    app.save(locks);
  },
  (app) => {
    app.db().newQuery("DELETE FROM signinlocks").execute();
    const locks = app.findCollectionByNameOrId("signinlocks");
    locks.removeIndex("idx_signinlocks_account_ip");
    locks.removeIndex("idx_signinlocks_updated");
    locks.fields.removeByName("account");
    locks.fields.removeByName("ip");
    locks.fields.add(new TextField(FIELDS_BEFORE[0]));
    locks.indexes = locks.indexes.concat([FIELDS_BEFORE[1]]);
    app.save(locks);
  },
);
