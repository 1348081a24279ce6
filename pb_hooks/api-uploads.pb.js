// No upload and no download makes the server decode a photo (docs/operations.md, "Limits an
// attacker meets"), in every collection (slips, product photos, and whatever takes photos
// next), whoever sends it (lib/upload-check.js):
// - a new upload whose header declares more pixels than src/shared/image-size.ts allows, or a
//   size it cannot state, is refused with a clear message;
// - `?thumb=` never makes PocketBase decode a stored photo: each stored file has its thumbnail
//   files from the moment it is saved (migration 1763800500 gave them to older files).

// Hook files load in no fixed order: a hook that opens a transaction on an upload (payment
// slips) calls checkUploads itself first, since a refusal thrown inside it would answer 500.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
  e.next();
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
  e.next();
});

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/upload-check.js`).writePreviews(e.app, e.record);
  e.next();
});

onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/upload-check.js`).writePreviews(e.app, e.record);
  e.next();
});
