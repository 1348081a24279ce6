/// <reference path="../pb_data/types.d.ts" />
// Categories: public to read, superuser-only to change. `updated` is indexed for the delta sync.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "categories",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "name", type: "text", required: true, max: 100, presentable: true },
        { name: "priority", type: "number", onlyInt: true },
        { name: "isEnabled", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_categories_updated` ON `categories` (`updated`)"],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("categories"));
  },
);
