/// <reference path="../pb_data/types.d.ts" />
// Limits that hold for every caller, guest, customer or superuser (README: Limits):
// - (the rate-limit rules, now for every caller, are applied at each start by
//   pb_hooks/settings.pb.js from pb_hooks/lib/rate-limits.js);
// - the catalogue's relation fields are hidden, so no one but a superuser can filter, sort or
//   expand through them or their back-relations (`products_via_category...` chains cost seconds
//   each); api-limits.pb.js puts their ids back into every response;
// - submissions remember the signed-in account (hidden) so hooks can limit per account;
// - sign-in failures are counted per account (signinlocks) for the lockout in auth.pb.js;
// - the unused users.avatar upload (public files of up to 5 MB for anyone) is gone;
// - the password-reset email links to the shop's own /reset-password page.

const HIDDEN_RELATIONS = {
  products: ["category", "subcategory"],
  subcategories: ["parentCategory"],
};

const RESET_BODY = `<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of your {APP_NAME} account.</p>
<p><a class="btn" href="{APP_URL}/reset-password?token={TOKEN}" target="_blank" rel="noopener">Choose a new password</a></p>
<p>The link works for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>
<p>Thanks,<br/>{APP_NAME}</p>`;

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(HIDDEN_RELATIONS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.getByName(field).hidden = true;
      app.save(collection);
    }

    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("avatar");
    users.resetPasswordTemplate.body = RESET_BODY;
    app.save(users);

    for (const name of ["inquiries", "customorders"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(
        new RelationField({
          name: "user",
          collectionId: users.id,
          maxSelect: 1,
          hidden: true,
          cascadeDelete: false,
        }),
      );
      collection.addIndex(`idx_${name}_user_created`, false, "user, created", "");
      app.save(collection);
    }

    const orders = app.findCollectionByNameOrId("orders");
    orders.addIndex("idx_orders_user_created", false, "user, created", "");
    app.save(orders);

    app.save(
      new Collection({
        type: "base",
        name: "signinlocks",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: "authCollection", type: "text", required: true, max: 100 },
          { name: "identity", type: "text", required: true, max: 255 },
          { name: "failures", type: "number", onlyInt: true, min: 0 },
          { name: "lockedUntil", type: "date" },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX `idx_signinlocks_identity` ON `signinlocks` (`authCollection`, `identity`)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("signinlocks"));

    const orders = app.findCollectionByNameOrId("orders");
    orders.removeIndex("idx_orders_user_created");
    app.save(orders);

    for (const name of ["inquiries", "customorders"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_user_created`);
      collection.fields.removeByName("user");
      app.save(collection);
    }

    const users = app.findCollectionByNameOrId("users");
    users.fields.add(
      new FileField({
        name: "avatar",
        maxSelect: 1,
        maxSize: 0,
        mimeTypes: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"],
      }),
    );
    users.resetPasswordTemplate.body = users.resetPasswordTemplate.body.replace(
      "{APP_URL}/reset-password?token={TOKEN}",
      "{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}",
    );
    app.save(users);

    for (const [name, fields] of Object.entries(HIDDEN_RELATIONS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.getByName(field).hidden = false;
      app.save(collection);
    }
  },
);
