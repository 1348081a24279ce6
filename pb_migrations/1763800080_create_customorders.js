/// <reference path="../pb_data/types.d.ts" />
// Custom-order requests: anyone may create (rate-limited), only superusers read.
// Field limits mirror src/lib/validation/forms.ts; referenceLinks is checked in pb_hooks/submissions.pb.js.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "customorders",
      listRule: null,
      viewRule: null,
      createRule: "",
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "name", type: "text", required: true, min: 2, max: 100, presentable: true },
        { name: "whatsapp", type: "text", required: true, pattern: "^[0-9]{7,15}$" },
        { name: "referenceLinks", type: "json", maxSize: 25000 },
        { name: "description", type: "text", required: true, min: 10, max: 5000 },
        { name: "clientId", type: "text", required: true, pattern: "^[A-Za-z0-9_-]{8,100}$" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX `idx_customorders_clientId` ON `customorders` (`clientId`)"],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("customorders"));
  },
);
