/// <reference path="../pb_data/types.d.ts" />
// A category's and a subcategory's Sinhala and Tamil names (src/shared/category-order.ts
// localName): shoppers reading that language see them, the English name stands in for a
// missing one. The owner writes them in /admin → Categories.
migrate(
  (app) => {
    for (const name of ["categories", "subcategories"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new TextField({ name: "nameSi", max: 100 }));
      collection.fields.add(new TextField({ name: "nameTa", max: 100 }));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ["categories", "subcategories"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName("nameSi");
      collection.fields.removeByName("nameTa");
      app.save(collection);
    }
  },
);
