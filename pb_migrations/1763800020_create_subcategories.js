/// <reference path="../pb_data/types.d.ts" />
// Subcategories belong to one category. A category with subcategories cannot be deleted
// (no cascade), so an admin never wipes a branch of the catalogue by accident.
migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    const collection = new Collection({
      type: "base",
      name: "subcategories",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "name", type: "text", required: true, max: 100, presentable: true },
        {
          name: "parentCategory",
          type: "relation",
          collectionId: categories.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: "isEnabled", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX `idx_subcategories_updated` ON `subcategories` (`updated`)",
        "CREATE INDEX `idx_subcategories_parent` ON `subcategories` (`parentCategory`)",
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("subcategories"));
  },
);
