/// <reference path="../pb_data/types.d.ts" />
// A refund's unboxing video as a file (docs/decisions/0240-refund-video-file.md): one video on
// an `orderactions` record of kind refund, at most 50 MB. Protected: its address opens only with
// a file token of someone the collection's view rule lets in (staff and the owner), never for a
// customer or a guest. The hook (lib/upload-check.js) checks the type by content first and
// refuses in words; these limits stay as a second line.
migrate(
  (app) => {
    const actions = app.findCollectionByNameOrId("orderactions");
    actions.fields.add(
      new FileField({
        name: "video",
        maxSelect: 1,
        maxSize: 50 * 1024 * 1024,
        protected: true,
        // what PocketBase's own sniffing calls the phones' MP4, MOV and WebM videos
        mimeTypes: ["video/mp4", "video/quicktime", "video/webm", "video/x-matroska", "video/3gpp"],
      }),
    );
    app.save(actions);
  },
  (app) => {
    const actions = app.findCollectionByNameOrId("orderactions");
    actions.fields.removeByName("video");
    app.save(actions);
  },
);
