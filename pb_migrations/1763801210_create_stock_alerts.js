/// <reference path="../pb_data/types.d.ts" />
// "Tell me when it's back" (docs/decisions/0180-back-in-stock-once.md): one row per shopper
// waiting for an out-of-stock product. A signed-in customer's row names the account (`user`); a
// guest's keeps the email they typed, seen by nobody but the shop, and a `token` that only
// the device which subscribed holds, to cancel it. pb_hooks/stock-alerts.pb.js builds every row
// from checked values and sends the notices, once, when the product is back.
// - list/view: a customer sees their own rows only; a guest's rows are seen by nobody;
// - create: anyone, rate limited per IP (lib/rate-limits.js), checked by the hook;
// - delete: the customer who owns it, or the device holding the guest row's token
//   (header X-Alert-Token); nobody edits one.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const products = app.findCollectionByNameOrId("products");
    const own =
      '@request.auth.id != "" && @request.auth.collectionName = "users" && user = @request.auth.id';
    const guestToken = 'user = "" && token != "" && token = @request.headers.x_alert_token';
    const alerts = new Collection({
      type: "base",
      name: "stockalerts",
      listRule: own,
      viewRule: own,
      createRule: "",
      updateRule: null,
      deleteRule: `(${own}) || (${guestToken})`,
      fields: [
        {
          name: "product",
          type: "relation",
          collectionId: products.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        {
          name: "user",
          type: "relation",
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        // a guest's address; readable by nobody but the shop, as no rule lists a guest's row
        // (not `hidden`: a hidden field is dropped from a guest's request before the hook)
        { name: "email", type: "email" },
        // "user:ID" or "email:ADDRESS": one waiting row per shopper and product (index below)
        { name: "who", type: "text", hidden: true, required: true, max: 400 },
        { name: "token", type: "text", hidden: true, max: 64 },
        { name: "language", type: "select", maxSelect: 1, values: ["en", "si", "ta"] },
        { name: "channel", type: "select", maxSelect: 1, values: ["push", "email"] },
        {
          name: "status",
          type: "select",
          maxSelect: 1,
          required: true,
          values: ["waiting", "sent"],
        },
        { name: "sentAt", type: "text", max: 40 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_stockalerts_waiting` ON `stockalerts` (`product`, `who`) WHERE `status` = 'waiting'",
        "CREATE INDEX `idx_stockalerts_user` ON `stockalerts` (`user`)",
      ],
    });
    app.save(alerts);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("stockalerts"));
  },
);
