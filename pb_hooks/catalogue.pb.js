// Catalogue bookkeeping for the offline clients' delta sync:
// deletions leave a tombstone; a record re-created with the same id removes its stale
// tombstone (otherwise a client pulling both would delete the new record); products carry
// their category's name so local search needs no join.

onRecordAfterDeleteSuccess(
  (e) => {
    const tombstones = e.app.findCollectionByNameOrId("tombstones");
    const tombstone = new Record(tombstones);
    tombstone.set("sourceCollection", e.record.collection().name);
    tombstone.set("recordId", e.record.id);
    e.app.save(tombstone);
    e.next();
  },
  "categories",
  "subcategories",
  "products",
);

onRecordAfterCreateSuccess(
  (e) => {
    const stale = e.app.findRecordsByFilter(
      "tombstones",
      "sourceCollection = {:c} && recordId = {:id}",
      "",
      0,
      0,
      { c: e.record.collection().name, id: e.record.id },
    );
    for (const tombstone of stale) e.app.delete(tombstone);
    e.next();
  },
  "categories",
  "subcategories",
  "products",
);

onRecordCreate((e) => {
  const category = require(`${__hooks}/lib/category-name.js`);
  category.setCategoryName(e.app, e.record);
  e.next();
}, "products");

onRecordUpdate((e) => {
  const category = require(`${__hooks}/lib/category-name.js`);
  category.setCategoryName(e.app, e.record);
  e.next();
}, "products");

// A renamed category re-saves its products so their categoryName (and `updated`) follow.
onRecordAfterUpdateSuccess((e) => {
  const name = e.record.getString("name");
  if (name === e.record.original().getString("name")) return e.next();
  const products = e.app.findRecordsByFilter("products", "category = {:id}", "", 0, 0, {
    id: e.record.id,
  });
  for (const product of products) e.app.save(product);
  e.next();
}, "categories");
