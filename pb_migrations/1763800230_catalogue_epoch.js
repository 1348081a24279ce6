/// <reference path="../pb_data/types.d.ts" />
// The catalogue's epoch (README: Decisions, "A restore reaches every phone"): a value in the
// settings record that changes when the catalogue is replaced behind the devices' backs (a
// restore, an import with --prune). A device that sees a new epoch drops its copy and pulls the
// catalogue anew (src/offline/catalogue-epoch.ts): its marks belong to the old catalogue.
migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.add(new TextField({ name: "catalogueEpoch", max: 50 }));
    app.save(settings);
    for (const record of app.findAllRecords("settings")) {
      record.set("catalogueEpoch", $security.randomString(15));
      app.save(record);
    }
  },
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("catalogueEpoch");
    app.save(settings);
  },
);
