/// <reference path="../pb_data/types.d.ts" />
// Backups and restores (README: Deploy; npm run backup / restore, or the dashboard): the first
// start's password file (scripts/lib/shop-server.mjs) never goes into a backup.

onBackupCreate((e) => {
  e.exclude = [...e.exclude, "superuser-password.txt"];
  e.next();
});
