/// <reference path="../pb_data/types.d.ts" />
// The shop's language a customer chose (README: Decisions, "Sinhala and Tamil"): the app sets
// it while signed in and restores it at sign-in on another device. Empty: never chosen. A select
// field, so the server accepts only the three languages the shop speaks; the users' update rule
// (their own record only) already applies.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(
      new SelectField({ name: "language", maxSelect: 1, values: ["en", "si", "ta"] }),
    );
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("language");
    app.save(users);
  },
);
