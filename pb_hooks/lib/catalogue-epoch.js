// The catalogue's epoch (migration 1763800230): renewed when a backup is restored (backups.pb.js),
// after `npm run replica:restore` (scripts/replica-restore.mjs writes the marker below) and by
// `npm run import -- --prune` (scripts/lib/catalogue-import.mjs), so every device pulls the
// catalogue anew instead of keeping marks from a catalogue that is gone.

/**
 * Restores happen in PocketBase's own code, which then starts the server again: the marker,
 * left in the one folder a restore keeps and the next start empties, says that the start after
 * it must renew the epoch.
 */
function markerPath(app) {
  return `${app.dataDir()}/.pb_temp_to_delete/shop-restored`;
}

/** Gives the settings record (the catalogue's) a new epoch; logs and carries on without one. */
function renew(app) {
  try {
    const settings = app.findFirstRecordByFilter("settings", "id != ''");
    settings.set("catalogueEpoch", $security.randomString(15));
    app.save(settings);
  } catch (err) {
    app.logger().error("Catalogue epoch not renewed", "error", String(err));
  }
}

module.exports = { markerPath, renew };
