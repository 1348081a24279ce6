// What staff may change beyond reading (docs/owner-guide.md; the rules are in migration
// 1763800200): a product's "out of stock" switch, and the "handled" mark of a contact message or
// custom request. Everything else on those records stays the owner's (a superuser's): a staff
// request that changes anything more is refused with 403 and changes nothing. The shop's private
// note on an order is shown to staff (it is hidden from everyone else, customers included).

onRecordUpdateRequest((e) => {
  if (e.auth?.collection().name === "staff") {
    require(`${__hooks}/lib/staff-limits.js`).refuseBeyond(e.record, ["outOfStock"], "products");
  }
  e.next();
}, "products");

onRecordUpdateRequest(
  (e) => {
    const limits = require(`${__hooks}/lib/staff-limits.js`);
    if (e.auth?.collection().name === "staff") {
      limits.refuseBeyond(e.record, ["handled"], "messages");
    }
    limits.stampHandled(e.record, e.auth);
    e.next();
  },
  "inquiries",
  "customorders",
);

onRecordEnrich((e) => {
  if (e.requestInfo?.auth?.collection().name === "staff") e.record.unhide("staffNote");
  e.next();
}, "orders");
