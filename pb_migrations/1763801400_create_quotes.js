/// <reference path="../pb_data/types.d.ts" />
// Quotes (docs/decisions/0200-a-custom-request-becomes-a-quote.md): the shop's price for an item
// a customer asked for in a custom request. The owner and staff (who answer requests) create
// them; pb_hooks/quotes.pb.js builds the stored record from the checked fields and sets the
// customer, the validity and the status itself. The customer reads only their own and changes
// one only through the server: declining by its route, accepting by placing the order that
// carries it (pb_hooks/lib/quotes.js), which stores the order on the quote in one transaction.
migrate(
  (app) => {
    const isStaff = '@request.auth.collectionName = "staff"';
    const requests = app.findCollectionByNameOrId("customorders");
    const users = app.findCollectionByNameOrId("users");
    const orders = app.findCollectionByNameOrId("orders");
    const quotes = new Collection({
      type: "base",
      name: "quotes",
      listRule: `user = @request.auth.id || ${isStaff}`,
      viewRule: `user = @request.auth.id || ${isStaff}`,
      createRule: isStaff,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: "request",
          type: "relation",
          collectionId: requests.id,
          maxSelect: 1,
          required: true,
        },
        { name: "user", type: "relation", collectionId: users.id, maxSelect: 1 },
        { name: "item", type: "text", required: true, max: 200, presentable: true },
        { name: "price", type: "number", required: true, min: 1, max: 10000000, onlyInt: true },
        { name: "weightGrams", type: "number", required: true, min: 1, max: 100000, onlyInt: true },
        { name: "note", type: "text", max: 2000 },
        // optional, resized on the device; type by content, bytes and pixels checked on the
        // server (pb_hooks/api-uploads.pb.js, lib/upload-check.js) before anything decodes it
        {
          name: "photo",
          type: "file",
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        },
        { name: "validUntil", type: "date", required: true },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["open", "accepted", "declined"],
        },
        { name: "decidedAt", type: "date" },
        { name: "order", type: "relation", collectionId: orders.id, maxSelect: 1 },
        { name: "createdBy", type: "text", max: 100 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX `idx_quotes_request` ON `quotes` (`request`)",
        "CREATE INDEX `idx_quotes_user` ON `quotes` (`user`)",
      ],
    });
    app.save(quotes);
    // the quote an order was placed from, set by the server (pb_hooks/lib/orders.js)
    orders.fields.add(new RelationField({ name: "quote", collectionId: quotes.id, maxSelect: 1 }));
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.removeByName("quote");
    app.save(orders);
    app.delete(app.findCollectionByNameOrId("quotes"));
  },
);
