/// <reference path="../pb_data/types.d.ts" />
// The mail queue is claimed as the push queue is (pb_hooks/lib/job-queue.js): by `dueAt`, which a
// claim moves forward as a lease and a failed try moves to its next try. Mails waiting when this
// runs are due at once.
migrate(
  (app) => {
    const queue = app.findCollectionByNameOrId("mailqueue");
    queue.fields.add(new DateField({ name: "dueAt" }));
    queue.indexes = [
      "CREATE INDEX `idx_mailqueue_status_dueAt` ON `mailqueue` (`status`, `dueAt`)",
    ];
    app.save(queue);
    app
      .db()
      .newQuery(
        "UPDATE mailqueue SET dueAt = strftime('%Y-%m-%d %H:%M:%fZ', 'now') WHERE status = 'pending'",
      )
      .execute();
  },
  (app) => {
    const queue = app.findCollectionByNameOrId("mailqueue");
    queue.fields.removeByName("dueAt");
    queue.indexes = [
      "CREATE INDEX `idx_mailqueue_status_created` ON `mailqueue` (`status`, `created`)",
    ];
    app.save(queue);
  },
);
