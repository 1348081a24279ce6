/// <reference path="../pb_data/types.d.ts" />
// Money checks stay where the owner wants them: a staff member marks an order "Payment
// received" only when the owner has switched on "May confirm payments" for them (off for every
// staff member, old and new, until she does). Only superusers write staff records, so nobody
// switches it on for themselves; pb_hooks/order-actions.pb.js and order-status.pb.js refuse the
// step for anyone else.
migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId("staff");
    staff.fields.add(new BoolField({ name: "confirmPayments" }));
    app.save(staff);
  },
  (app) => {
    const staff = app.findCollectionByNameOrId("staff");
    staff.fields.removeByName("confirmPayments");
    app.save(staff);
  },
);
