/// <reference path="../pb_data/types.d.ts" />
// Products get the spreadsheet's stable key, `handle` (npm run import / export): unique when set,
// empty for products made in the dashboard (export then uses their id).
migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.add(
      new TextField({ name: "handle", max: 100, pattern: "^[a-z0-9][a-z0-9_-]*$" }),
    );
    products.addIndex("idx_products_handle", true, "handle", "handle != ''");
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.removeIndex("idx_products_handle");
    products.fields.removeByName("handle");
    app.save(products);
  },
);
