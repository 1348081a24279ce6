/// <reference path="../pb_data/types.d.ts" />
// Search finds what shoppers type (docs/decisions/0160-search-words.md):
// - products.keywords: the owner's own search words for a product, any language, separated by
//   commas ("sunblock, ලිප්ස්ටික්"); searched after names, brands and categories. Public like the
//   product's other texts; only the owner (a superuser) may change it (staff-limits.pb.js lets
//   staff change the stock switch only; customers and guests cannot update products at all).
// - settings.searchSynonyms: the owner's words that mean the same, one group a line, words
//   separated by commas; added to the shop's own list (src/shared/search-synonyms.ts). The
//   settings record is the owner's alone (its update rule is superusers only).
// Both are checked by the owner's form rules on every save (products.pb.js, settings-check.pb.js).
migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.add(new TextField({ name: "keywords", max: 500 }));
    app.save(products);
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.add(new TextField({ name: "searchSynonyms", max: 5000 }));
    app.save(settings);
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.removeByName("keywords");
    app.save(products);
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("searchSynonyms");
    app.save(settings);
  },
);
