/// <reference path="../pb_data/types.d.ts" />
// Orders: the owner reads their own; signed-in users create through pb_hooks/orders.pb.js,
// which decides prices, totals, owner and status; nobody but a superuser changes or deletes.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const collection = new Collection({
      type: "base",
      name: "orders",
      listRule: "user = @request.auth.id",
      viewRule: "user = @request.auth.id",
      createRule: '@request.auth.id != "" && @request.auth.collectionName = "users"',
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: "orderNumber",
          type: "text",
          required: true,
          pattern: "^ORDER-[A-Z0-9]{6}$",
          max: 12,
          presentable: true,
        },
        // Not required and no cascade: a user deleting their account leaves the shop's orders.
        {
          name: "user",
          type: "relation",
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: "userName", type: "text", max: 255 },
        { name: "userEmail", type: "text", max: 255 },
        { name: "items", type: "json", required: true, maxSize: 100000 },
        { name: "customerInfo", type: "json", required: true, maxSize: 5000 },
        { name: "shippingAddress", type: "json", required: true, maxSize: 5000 },
        { name: "subTotal", type: "number", min: 0 },
        { name: "shipping", type: "number", min: 0 },
        { name: "total", type: "number", min: 0 },
        { name: "status", type: "text", max: 30 },
        { name: "clientId", type: "text", required: true, pattern: "^[A-Za-z0-9_-]{8,100}$" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_orders_clientId` ON `orders` (`clientId`)",
        "CREATE UNIQUE INDEX `idx_orders_orderNumber` ON `orders` (`orderNumber`)",
        "CREATE INDEX `idx_orders_user` ON `orders` (`user`)",
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("orders"));
  },
);
