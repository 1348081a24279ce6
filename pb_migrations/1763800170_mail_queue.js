/// <reference path="../pb_data/types.d.ts" />
// The shop's emails go through a queue (pb_hooks/lib/mail.js, pb_hooks/mail.pb.js): a request
// only stores the rendered mail here, and a background worker sends it, so a slow or broken
// SMTP server never delays or fails an order, a slip or a status change. Only superusers see the
// queue (every rule is null): in the dashboard the owner sees what was sent, what is waiting and
// what failed, with the error, and can set a failed mail back to "pending" to send it again.
migrate(
  (app) => {
    const queue = new Collection({
      type: "base",
      name: "mailqueue",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "to", type: "email", required: true },
        { name: "subject", type: "text", required: true, max: 300 },
        { name: "text", type: "text", max: 100000 },
        { name: "html", type: "text", max: 200000 },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["pending", "sent", "failed"],
        },
        { name: "attempts", type: "number", min: 0, onlyInt: true },
        { name: "lastError", type: "text", max: 2000 },
        { name: "sentAt", type: "date" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_mailqueue_status_created` ON `mailqueue` (`status`, `created`)"],
    });
    app.save(queue);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("mailqueue"));
  },
);
