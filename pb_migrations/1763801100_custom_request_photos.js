/// <reference path="../pb_data/types.d.ts" />
// A custom request takes up to 3 photos (screenshots or photos of what the shopper is looking
// for), resized on the device. They are protected files: only those who may view the request
// (the shop's staff and the owner, migration 1763800200) can fetch them, with a file token; a
// guest or customer cannot read any request's photos, their own included, once sent.
// pb_hooks/submissions.pb.js refuses a wrong type, size or pixel count in the shopper's words
// (src/shared/attachments.ts) before these limits, which stay as a second line.
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId("customorders");
    collection.fields.add(
      new FileField({
        name: "photos",
        protected: true,
        maxSelect: 3,
        maxSize: 2 * 1024 * 1024,
        // PocketBase checks these against the file's content, not its name
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
      }),
    );
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId("customorders");
    collection.fields.removeByName("photos");
    app.save(collection);
  },
);
