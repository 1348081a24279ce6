/// <reference path="../pb_data/types.d.ts" />
// Inquiries (contact messages): anyone may create (rate-limited), only superusers read.
// Field limits mirror the contact form rules in src/lib/validation/forms.ts.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "inquiries",
      listRule: null,
      viewRule: null,
      createRule: "",
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "name", type: "text", required: true, min: 2, max: 100, presentable: true },
        { name: "email", type: "email", required: true },
        { name: "subject", type: "text", required: true, min: 3, max: 200 },
        { name: "message", type: "text", required: true, min: 10, max: 5000 },
        { name: "clientId", type: "text", required: true, pattern: "^[A-Za-z0-9_-]{8,100}$" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX `idx_inquiries_clientId` ON `inquiries` (`clientId`)"],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("inquiries"));
  },
);
