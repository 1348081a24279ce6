// Backups and restores (docs/operations.md; npm run backup / restore, or the dashboard):
// - the first start's password file (scripts/lib/shop-server.mjs) never goes into a backup, nor
//   do the replica's Litestream config and WAL copies (scripts/lib/replica.mjs);
// - a restore gives the restored catalogue a new epoch (lib/catalogue-epoch.js), so every device
//   drops the catalogue it holds and pulls the restored one, deletions and all.

onBackupCreate((e) => {
  e.exclude = [
    ...e.exclude,
    "superuser-password.txt",
    "litestream.yml",
    "data.db-litestream",
    "auxiliary.db-litestream",
  ];
  e.next();
});

onBackupRestore((e) => {
  const epoch = require(`${__hooks}/lib/catalogue-epoch.js`);
  const marker = epoch.markerPath(e.app);
  $os.mkdirAll(marker.slice(0, marker.lastIndexOf("/")), /** @type {any} */ (0o700));
  $os.writeFile(marker, e.name, /** @type {any} */ (0o600));
  e.next();
});

onBootstrap((e) => {
  const epoch = require(`${__hooks}/lib/catalogue-epoch.js`);
  let restored = false;
  try {
    $os.stat(epoch.markerPath(e.app));
    restored = true;
  } catch (_) {}
  e.next(); // PocketBase empties the marker's folder here
  if (restored) epoch.renew(e.app);
});
