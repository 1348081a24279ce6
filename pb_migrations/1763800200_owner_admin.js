/// <reference path="../pb_data/types.d.ts" />
// The owner's /admin (README: The owner's day). Staff are people the owner lets work orders,
// slips, messages and stock: an auth collection of their own that only superusers manage.
// What staff may do is in these rules plus the hooks (order-actions.pb.js, staff-limits.pb.js):
// - orders, payment slips, contact messages and custom requests: list and view (realtime too);
// - an order changes only through an `orderactions` record, the shop's step with who took it,
//   applied by order-actions.pb.js and kept as the order's history (nobody edits or deletes it);
// - messages and requests: only their "handled" mark; products: only "out of stock".
// Settings, prices, photos, staff and backups stay the superusers' (the owner's).
migrate(
  (app) => {
    const isStaff = '@request.auth.collectionName = "staff"';
    const staff = new Collection({
      type: "auth",
      name: "staff",
      listRule: "id = @request.auth.id",
      viewRule: "id = @request.auth.id",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ["email"] },
    });
    // an auth collection gets its system fields (email, password, tokenKey...) when made without
    // a field list; the shop's own are added to them
    staff.fields.add(new TextField({ name: "name", required: true, max: 100, presentable: true }));
    staff.fields.getByName("password").min = 8;
    app.save(staff);

    const orders = app.findCollectionByNameOrId("orders");
    orders.listRule = `user = @request.auth.id || ${isStaff}`;
    orders.viewRule = `user = @request.auth.id || ${isStaff}`;
    // the shop's own notes: never sent to the customer (order-actions.pb.js shows them to staff)
    orders.fields.add(new TextField({ name: "staffNote", max: 2000, hidden: true }));
    orders.fields.add(new TextField({ name: "courier", max: 100 }));
    orders.addIndex("idx_orders_created", false, "created", "");
    orders.addIndex("idx_orders_status_created", false, "status, created", "");
    app.save(orders);

    const slips = app.findCollectionByNameOrId("paymentslips");
    slips.listRule = `user = @request.auth.id || ${isStaff}`;
    slips.viewRule = `user = @request.auth.id || ${isStaff}`;
    app.save(slips);

    for (const name of ["inquiries", "customorders"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = isStaff;
      collection.viewRule = isStaff;
      collection.updateRule = isStaff;
      collection.fields.add(new BoolField({ name: "handled" }));
      collection.fields.add(new DateField({ name: "handledAt" }));
      collection.fields.add(new TextField({ name: "handledBy", max: 100 }));
      collection.addIndex(`idx_${name}_created`, false, "created", "");
      app.save(collection);
    }

    const products = app.findCollectionByNameOrId("products");
    products.updateRule = isStaff;
    app.save(products);

    const actions = new Collection({
      type: "base",
      name: "orderactions",
      listRule: isStaff,
      viewRule: isStaff,
      createRule: isStaff,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: "order",
          type: "relation",
          collectionId: orders.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        {
          name: "action",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["paid", "shipped", "delivered", "cancelled", "notes"],
        },
        { name: "fromStatus", type: "text", max: 30 },
        { name: "toStatus", type: "text", max: 30 },
        { name: "trackingNumber", type: "text", max: 100 },
        { name: "courier", type: "text", max: 100 },
        { name: "note", type: "text", max: 500 },
        { name: "staffNote", type: "text", max: 2000 },
        // who: a staff member's name, or "Owner" with the superuser's email
        { name: "by", type: "text", max: 200 },
        { name: "clientId", type: "text", required: true, pattern: "^[A-Za-z0-9_-]{8,100}$" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_orderactions_clientId` ON `orderactions` (`clientId`)",
        "CREATE INDEX `idx_orderactions_order` ON `orderactions` (`order`, `created`)",
      ],
    });
    app.save(actions);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("orderactions"));
    const products = app.findCollectionByNameOrId("products");
    products.updateRule = null;
    app.save(products);
    for (const name of ["inquiries", "customorders"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = null;
      collection.viewRule = null;
      collection.updateRule = null;
      for (const field of ["handled", "handledAt", "handledBy"]) {
        collection.fields.removeByName(field);
      }
      collection.removeIndex(`idx_${name}_created`);
      app.save(collection);
    }
    const slips = app.findCollectionByNameOrId("paymentslips");
    slips.listRule = "user = @request.auth.id";
    slips.viewRule = "user = @request.auth.id";
    app.save(slips);
    const orders = app.findCollectionByNameOrId("orders");
    orders.listRule = "user = @request.auth.id";
    orders.viewRule = "user = @request.auth.id";
    orders.fields.removeByName("staffNote");
    orders.fields.removeByName("courier");
    orders.removeIndex("idx_orders_created");
    orders.removeIndex("idx_orders_status_created");
    app.save(orders);
    app.delete(app.findCollectionByNameOrId("staff"));
  },
);
