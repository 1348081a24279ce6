/// <reference path="../pb_data/types.d.ts" />
// Refunds and replacements for damaged goods (docs/decisions/0210-refunds-and-replacements.md):
// two more kinds of `orderactions` (the owner's, with who did it), and on the order what its
// customer sees: the refunds (amount, reason, date), their sum for the sales figures, the
// replacements sent, and on a replacement the order it replaces.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new JSONField({ name: "refunds", maxSize: 20000 }));
    orders.fields.add(new NumberField({ name: "refunded", min: 0 }));
    orders.fields.add(new JSONField({ name: "replacements", maxSize: 5000 }));
    orders.fields.add(
      new RelationField({
        name: "replacementOf",
        collectionId: orders.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    );
    app.save(orders);

    const actions = app.findCollectionByNameOrId("orderactions");
    const kind = actions.fields.getByName("action");
    kind.values = ["paid", "shipped", "delivered", "cancelled", "notes", "refund", "replacement"];
    actions.fields.add(new NumberField({ name: "amount", min: 0 }));
    actions.fields.add(new TextField({ name: "videoUrl", max: 500 }));
    actions.fields.add(new JSONField({ name: "lines", maxSize: 5000 }));
    actions.fields.add(new TextField({ name: "replacementOrder", max: 30 }));
    app.save(actions);
  },
  (app) => {
    const actions = app.findCollectionByNameOrId("orderactions");
    for (const name of ["amount", "videoUrl", "lines", "replacementOrder"]) {
      actions.fields.removeByName(name);
    }
    actions.fields.getByName("action").values = [
      "paid",
      "shipped",
      "delivered",
      "cancelled",
      "notes",
    ];
    app.save(actions);
    const orders = app.findCollectionByNameOrId("orders");
    for (const name of ["refunds", "refunded", "replacements", "replacementOf"]) {
      orders.fields.removeByName(name);
    }
    app.save(orders);
  },
);
