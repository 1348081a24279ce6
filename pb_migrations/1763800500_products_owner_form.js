/// <reference path="../pb_data/types.d.ts" />
// The owner's product form in /admin (docs/owner-guide.md, "Adding a product"):
// - `hidden`: a product kept but not listed, found or sold. The public list and view rules
//   leave it out (staff still see it, to switch stock); pb_hooks/catalogue.pb.js writes a
//   tombstone when a product is hidden, so devices that cached it drop it, and removes that
//   tombstone when it is shown again.
// - the owner's Sinhala and Tamil name and description, shown to shoppers reading that language.
// The product rules themselves are src/shared/product-form.ts (pb_hooks/products.pb.js).
const NO_BACK_RELATIONS = [
  '(@request.query.filter = "" || @request.query.filter !~ "_via_")',
  '(@request.query.sort = "" || @request.query.sort !~ "_via_")',
].join(" && ");
const VISIBLE = `${NO_BACK_RELATIONS} && (hidden = false || @request.auth.collectionName = "staff")`;

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.add(new BoolField({ name: "hidden" }));
    for (const language of ["Si", "Ta"]) {
      products.fields.add(new TextField({ name: `name${language}`, max: 200 }));
      products.fields.add(new TextField({ name: `description${language}`, max: 10000 }));
    }
    products.listRule = VISIBLE;
    products.viewRule = VISIBLE;
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    for (const name of ["hidden", "nameSi", "descriptionSi", "nameTa", "descriptionTa"]) {
      products.fields.removeByName(name);
    }
    products.listRule = NO_BACK_RELATIONS;
    products.viewRule = "";
    app.save(products);
  },
);
