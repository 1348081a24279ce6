/// <reference path="../pb_data/types.d.ts" />
// What a non-superuser may ask of the record API (README: Limits). No expand through a
// back-relation (`x_via_y`) and no expand deeper than one relation (the app needs none); at most
// 500 records a page (the sync's page size). Filters and sorts through the catalogue's relation
// fields are already refused by PocketBase, because the migration hides those fields; their ids
// are put back into every response here. Expands run after these hooks, so a refused one
// costs nothing; record API responses also get a no-content security policy.

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkRead(e, true);
  e.next();
});

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkRead(e, false);
  e.next();
});

onRecordEnrich((e) => {
  e.record.unhide("category", "subcategory");
  e.next();
}, "products");

onRecordEnrich((e) => {
  e.record.unhide("parentCategory");
  e.next();
}, "subcategories");
