/// <reference path="../pb_data/types.d.ts" />
// Orders the shop enters for a customer (WhatsApp, the phone: pb_hooks/shop-orders.pb.js,
// docs/decisions/0220-orders-taken-by-the-shop.md): where the order came from, who entered it,
// and, when the customer has no account, the secret of the link that follows it. The secret is
// hidden: nobody reads it through the API; the route that stores the order answers it once.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new TextField({ name: "source", max: 20 }));
    orders.fields.add(new TextField({ name: "enteredBy", max: 200 }));
    orders.fields.add(new TextField({ name: "enteredById", max: 100, hidden: true }));
    orders.fields.add(new TextField({ name: "followToken", max: 64, hidden: true }));
    orders.addIndex("idx_orders_followToken", true, "followToken", "followToken != ''");
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_followToken");
    for (const name of ["source", "enteredBy", "enteredById", "followToken"]) {
      orders.fields.removeByName(name);
    }
    app.save(orders);
  },
);
