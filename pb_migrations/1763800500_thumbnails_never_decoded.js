/// <reference path="../pb_data/types.d.ts" />
// Files stored before pb_hooks/api-uploads.pb.js get the thumbnail files it writes for every
// new one, so no `?thumb=` request makes PocketBase decode an old photo either (a 48 KB PNG of
// 20000x20000 pixels took 2 GB). Nothing to undo: the files are plain previews.
migrate(
  (app) => {
    const previews = require(`${__hooks}/lib/upload-check.js`);
    for (const collection of app.findAllCollections()) {
      if (collection.isView()) continue;
      const names = [];
      for (const field of collection.fields)
        if (field.type() === "file") names.push(field.getName());
      if (names.length === 0) continue;
      const filter = names.map((name) => `${name} != ''`).join(" || ");
      for (let offset = 0; ; offset += 500) {
        const records = app.findRecordsByFilter(collection, filter, "id", 500, offset);
        for (const record of records) previews.writePreviews(app, record);
        if (records.length < 500) break;
      }
    }
  },
  () => {},
);
