/// <reference path="../pb_data/types.d.ts" />
// What the shop refused, by clientId (README: Decisions, "Exactly once"; pb_hooks/lib/
// idempotency.js): a submission refused by the shop's rules (out of stock, a stale order step, a
// slip for an order no longer awaiting payment) is answered the same way for as long as a device
// may still send it again, so a copy that reaches the server later (a retransmission, the page
// and the service worker sending together) can never be stored after the device was told
// "refused". Kept 30 days, then pruned; nobody but a superuser reads them.

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "refusals",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: "kind", type: "text", required: true, max: 100 },
          { name: "clientId", type: "text", required: true, max: 100 },
          // the account it was given to ("" for a guest)
          { name: "sender", type: "text", max: 100 },
          { name: "answer", type: "json", maxSize: 20000 },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        ],
        indexes: [
          "CREATE UNIQUE INDEX `idx_refusals_kind_client` ON `refusals` (`kind`, `clientId`)",
          "CREATE INDEX `idx_refusals_created` ON `refusals` (`created`)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("refusals"));
  },
);
