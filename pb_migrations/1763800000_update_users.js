/// <reference path="../pb_data/types.d.ts" />
// Extends the built-in users auth collection with the shop's profile fields and pins its rules.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const name = users.fields.getByName("name");
    name.required = true;
    name.max = 100;
    users.fields.add(new BoolField({ name: "marketing" }));
    users.fields.getByName("password").min = 8;
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    users.createRule = "";
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const name = users.fields.getByName("name");
    name.required = false;
    name.max = 255;
    users.fields.removeByName("marketing");
    // PocketBase 0.40.4's own values for a fresh users collection (read from a bare server).
    users.fields.getByName("password").min = 8;
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    users.createRule = "";
    app.save(users);
  },
);
