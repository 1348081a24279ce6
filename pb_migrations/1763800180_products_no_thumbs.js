/// <reference path="../pb_data/types.d.ts" />
// Product photos get their web variants from the image worker (pb_hooks/image-variants.pb.js),
// never from PocketBase's ?thumb=, which encodes on a shopper's first request (and turns WebP
// into large PNGs). With no thumb sizes declared, a ?thumb= request for a product photo gets the
// stored file instead of new work; the dashboard keeps its own 100x100 previews.
migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.getByName("images").thumbs = [];
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.getByName("images").thumbs = ["200x200", "400x400", "800x0"];
    app.save(products);
  },
);
