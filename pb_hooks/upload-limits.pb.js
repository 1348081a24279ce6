// No upload and no download makes the server decode a photo (docs/operations.md, "Limits an
// attacker meets"), in every collection (slips, product photos, and whatever takes photos
// next), whoever sends it (lib/upload-check.js):
// - a new upload whose header declares more pixels than src/shared/image-size.ts allows, or a
//   size it cannot state, is refused with a clear message;
// - `?thumb=` never makes PocketBase decode a stored photo: each stored file has its thumbnail
//   files from the moment it is saved (migration 1763800500 gave them to older files).

// Before every other request hook (lowest priority first): a refusal thrown inside another
// hook's transaction would reach the client as a 500.
for (const hook of [$app.onRecordCreateRequest(), $app.onRecordUpdateRequest()]) {
  hook.bind({
    id: "shopUploadCheck",
    priority: -1000,
    func: (e) => {
      // a handler bound this way answers with the error it returns (one it throws is a 500)
      const refusal = require(`${__hooks}/lib/upload-check.js`).refusal(e);
      return refusal || e.next();
    },
  });
}

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/upload-check.js`).writePreviews(e.app, e.record);
  e.next();
});

onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/upload-check.js`).writePreviews(e.app, e.record);
  e.next();
});
