/// <reference path="../pb_data/types.d.ts" />
// The order lifecycle (README: Order lifecycle): the shop moves an order through its statuses in
// the dashboard, pb_hooks/order-status.pb.js checks each step and appends it to statusHistory.
// Payment slips are protected files the customer attaches to their own order; nobody but the
// owner and superusers lists, views or fetches them, and nobody but a superuser changes them.
// The settings record gains the bank details shown with the 50% advance.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(new TextField({ name: "statusNote", max: 500 }));
    orders.fields.add(new TextField({ name: "trackingNumber", max: 100 }));
    orders.fields.add(new JSONField({ name: "statusHistory", maxSize: 20000 }));
    // set when the first slip arrives; the order shows "Slip received" until Payment received
    orders.fields.add(new DateField({ name: "slipReceivedAt" }));
    app.save(orders);

    const users = app.findCollectionByNameOrId("users");
    const slips = new Collection({
      type: "base",
      name: "paymentslips",
      listRule: "user = @request.auth.id",
      viewRule: "user = @request.auth.id",
      createRule:
        '@request.auth.id != "" && @request.auth.collectionName = "users" && order.user = @request.auth.id',
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
          name: "user",
          type: "relation",
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        {
          name: "file",
          type: "file",
          required: true,
          protected: true,
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          // PocketBase checks these against the file's content, not its name
          mimeTypes: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
        },
        { name: "clientId", type: "text", required: true, pattern: "^[A-Za-z0-9_-]{8,100}$" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_paymentslips_clientId` ON `paymentslips` (`clientId`)",
        "CREATE INDEX `idx_paymentslips_order` ON `paymentslips` (`order`)",
        "CREATE INDEX `idx_paymentslips_user` ON `paymentslips` (`user`)",
      ],
    });
    app.save(slips);

    const settings = app.findCollectionByNameOrId("settings");
    for (const name of ["bankName", "bankBranch", "bankAccountName", "bankAccountNumber"]) {
      settings.fields.add(new TextField({ name, max: 100 }));
    }
    app.save(settings);
    const record = app.findFirstRecordByFilter("settings", "id != ''");
    record.set("bankName", "Commercial Bank");
    record.set("bankBranch", "Colombo 03");
    record.set("bankAccountName", "Island Imports (Pvt) Ltd");
    record.set("bankAccountNumber", "1000 2345 6789");
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("paymentslips"));
    const orders = app.findCollectionByNameOrId("orders");
    for (const name of ["statusNote", "trackingNumber", "statusHistory", "slipReceivedAt"]) {
      orders.fields.removeByName(name);
    }
    app.save(orders);
    const settings = app.findCollectionByNameOrId("settings");
    for (const name of ["bankName", "bankBranch", "bankAccountName", "bankAccountNumber"]) {
      settings.fields.removeByName(name);
    }
    app.save(settings);
  },
);
