/// <reference path="../pb_data/types.d.ts" />
// Web Push (README: Notifications). `pushsubscriptions` holds a browser's
// PushSubscription.toJSON() as it is (endpoint, expirationTime, keys), owned by the signed-in
// customer (`user`), staff member (`staff`) or owner (`superuser`) who stored it: only they may create, list, view or
// delete it, and nobody edits one (a new subscription replaces it, push.pb.js). `pushqueue` is the
// sending queue, like the mail queue: superusers only; the push worker works it through the
// hooks' routes (push.pb.js), and deleting a subscription drops what was waiting for it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const staff = app.findCollectionByNameOrId("staff");
    const superusers = app.findCollectionByNameOrId("_superusers");
    const own =
      '@request.auth.id != "" && ((@request.auth.collectionName = "users" && user = @request.auth.id) || (@request.auth.collectionName = "staff" && staff = @request.auth.id))';
    const subscriptions = new Collection({
      type: "base",
      name: "pushsubscriptions",
      listRule: own,
      viewRule: own,
      createRule: own,
      updateRule: null,
      deleteRule: own,
      fields: [
        {
          name: "user",
          type: "relation",
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          name: "staff",
          type: "relation",
          collectionId: staff.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        // the owner signed in as a superuser (rules do not apply to superusers: push.pb.js sets it)
        {
          name: "superuser",
          type: "relation",
          collectionId: superusers.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: "endpoint", type: "text", required: true, max: 1000 },
        // null (most browsers) or ms since 1970: kept as the browser gave it
        { name: "expirationTime", type: "json", maxSize: 50 },
        { name: "keys", type: "json", required: true, maxSize: 1000 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_pushsubscriptions_endpoint` ON `pushsubscriptions` (`endpoint`)",
        "CREATE INDEX `idx_pushsubscriptions_user` ON `pushsubscriptions` (`user`)",
        "CREATE INDEX `idx_pushsubscriptions_staff` ON `pushsubscriptions` (`staff`)",
      ],
    });
    app.save(subscriptions);

    const queue = new Collection({
      type: "base",
      name: "pushqueue",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: "subscription",
          type: "relation",
          collectionId: subscriptions.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { name: "payload", type: "json", required: true, maxSize: 4000 },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["pending", "sent", "failed"],
        },
        { name: "attempts", type: "number", min: 0, onlyInt: true },
        // when it may be handed to the worker (again): now, after a backoff, or after a lease
        { name: "dueAt", type: "date", required: true },
        { name: "lastError", type: "text", max: 2000 },
        { name: "sentAt", type: "date" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_pushqueue_status_due` ON `pushqueue` (`status`, `dueAt`)"],
    });
    app.save(queue);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("pushqueue"));
    app.delete(app.findCollectionByNameOrId("pushsubscriptions"));
  },
);
