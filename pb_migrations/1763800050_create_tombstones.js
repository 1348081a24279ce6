/// <reference path="../pb_data/types.d.ts" />
// Tombstones: one per deleted catalogue record, written by pb_hooks/catalogue.pb.js, so a
// client's delta pull (by `updated`) learns about deletions it missed while offline.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "tombstones",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "sourceCollection", type: "text", required: true, max: 100 },
        { name: "recordId", type: "text", required: true, max: 100 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX `idx_tombstones_updated` ON `tombstones` (`updated`)",
        "CREATE INDEX `idx_tombstones_record` ON `tombstones` (`sourceCollection`, `recordId`)",
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("tombstones"));
  },
);
