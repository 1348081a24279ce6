/// <reference path="../pb_data/types.d.ts" />
// The sync pages every catalogue collection by (updated, id) (src/backend/catalogue.ts): with an
// index on `updated` alone SQLite sorts each page in a temporary tree; an (updated, id) index
// serves the filter and the sort in order. It also serves every query on `updated` alone, so it
// replaces that index.
const COLLECTIONS = ["categories", "subcategories", "products", "settings", "tombstones"];

migrate(
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_updated`);
      collection.addIndex(`idx_${name}_updated_id`, false, "`updated`, `id`", "");
      app.save(collection);
    }
  },
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_updated_id`);
      collection.addIndex(`idx_${name}_updated`, false, "`updated`", "");
      app.save(collection);
    }
  },
);
