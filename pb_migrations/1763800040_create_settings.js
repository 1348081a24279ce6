/// <reference path="../pb_data/types.d.ts" />
// Settings: the one record of shop-wide switches and promotions, seeded with the app's defaults
// (src/lib/settings-defaults.ts; tests/integration/catalogue-hooks.test.ts compares them) so the
// shop can change dates and texts in the dashboard without a release.
migrate(
  (app) => {
    const collection = new Collection({
      type: "base",
      name: "settings",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "countDownEndTime", type: "date" },
        { name: "isFlashSectionVisible", type: "bool" },
        { name: "freeShippingUntil", type: "date" },
        { name: "announcements", type: "json", maxSize: 20000 },
        { name: "supportPhone", type: "text", max: 50 },
        { name: "supportEmail", type: "text", max: 255 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_settings_updated` ON `settings` (`updated`)"],
    });
    app.save(collection);

    const TEN_DAYS_MS = 10 * 24 * 60 * 60 * 1000;
    const record = new Record(collection);
    record.set("countDownEndTime", new Date(Date.now() + TEN_DAYS_MS).toISOString());
    record.set("isFlashSectionVisible", false);
    record.set("freeShippingUntil", "2026-11-08 23:59:59.999Z");
    record.set("announcements", [
      { text: "Free shipping until 8th of November", until: "2026-11-08T23:59:59Z" },
      { text: "30 days money back guarantee" },
      { text: "20% off your first order" },
    ]);
    record.set("supportPhone", "+94 77 123 4567");
    record.set("supportEmail", "hello@islandimports.lk");
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("settings"));
  },
);
