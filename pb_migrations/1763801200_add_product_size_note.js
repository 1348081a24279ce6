/// <reference path="../pb_data/types.d.ts" />
// The owner's size note (docs/owner-guide.md, "Size notes"): a line shown beside a product's
// options ("Runs small: choose one size up."), in English and, where the owner wrote them,
// Sinhala and Tamil. The form's rule (src/shared/product-form.ts) keeps it to 200 characters;
// the field's own limit stops any other way in.
migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    for (const name of ["sizeNote", "sizeNoteSi", "sizeNoteTa"]) {
      products.fields.add(new TextField({ name, max: 200 }));
    }
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    for (const name of ["sizeNote", "sizeNoteSi", "sizeNoteTa"]) products.fields.removeByName(name);
    app.save(products);
  },
);
