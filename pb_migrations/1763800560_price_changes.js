/// <reference path="../pb_data/types.d.ts" />
// The owner's bulk price changes (pb_hooks/bulk-prices.pb.js): what was chosen, every changed
// product's prices before and after, and whether it was undone. Only superusers (the owner)
// read or write them; Undo puts back the `before` prices of the newest change not undone.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "pricechanges",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "description", type: "text", max: 300 },
        { name: "rows", type: "json", maxSize: 20000000 },
        { name: "undone", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_pricechanges_created` ON `pricechanges` (`created`)"],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("pricechanges"));
  },
);
