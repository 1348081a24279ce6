/// <reference path="../pb_data/types.d.ts" />
// Back-relation filters and sorts (`products_via_category...`) are refused on the public
// catalogue by its list rule instead of by hiding the relation fields (1763800100): hidden fields
// needed a JS hook per record to put the ids back into every response, which ran out of JS VMs
// under load. The rule's test on the request's own query text is a constant for SQLite, so a
// refused query stops before it joins anything; api-limits.pb.js then answers 400 with a reason.
// PocketBase escapes "_" in `~` patterns, so "_via_" matches only itself.

const CATALOGUE = ["categories", "subcategories", "products", "settings", "tombstones"];
// (a missing parameter is NULL, which `!~` would turn into "refuse"; `= ""` treats it as empty)
const NO_BACK_RELATIONS = [
  '(@request.query.filter = "" || @request.query.filter !~ "_via_")',
  '(@request.query.sort = "" || @request.query.sort !~ "_via_")',
].join(" && ");
const HIDDEN_RELATIONS = {
  products: ["category", "subcategory"],
  subcategories: ["parentCategory"],
};

migrate(
  (app) => {
    for (const name of CATALOGUE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = NO_BACK_RELATIONS;
      for (const field of HIDDEN_RELATIONS[name] ?? []) {
        collection.fields.getByName(field).hidden = false;
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const name of CATALOGUE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = "";
      for (const field of HIDDEN_RELATIONS[name] ?? []) {
        collection.fields.getByName(field).hidden = true;
      }
      app.save(collection);
    }
  },
);
