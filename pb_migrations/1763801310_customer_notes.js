/// <reference path="../pb_data/types.d.ts" />
// The shop's note on a customer (/admin -> Customers): one per customer, read and written only
// through /api/shop/admin/customers (pb_hooks/customers.pb.js) by the owner and staff. Every
// rule is null, so no customer, guest or staff member reaches the records through the API.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const notes = new Collection({
      type: "base",
      name: "customernotes",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: "user",
          type: "relation",
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { name: "note", type: "text", max: 2000 },
        // who wrote it last: a staff member's name, or "Owner (email)"
        { name: "by", type: "text", max: 200 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX `idx_customernotes_user` ON `customernotes` (`user`)"],
    });
    app.save(notes);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("customernotes"));
  },
);
