// The owner's products (docs/owner-guide.md, "Adding a product"): a superuser's save, from
// /admin, the dashboard or a script, is checked with the product form's own rules
// (src/shared/product-form.ts) and refused with each field's message. Staff reach products only
// through staff-limits.pb.js (the stock switch); customers and guests not at all (the rules in
// pb_migrations). Every save, whoever makes it, keeps the price its options give and the
// tombstones that make hidden products vanish from devices.

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth())
    require(`${__hooks}/lib/product-rules.js`).checkOwnerSave(e.app, e.record);
  e.next();
}, "products");

onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth())
    require(`${__hooks}/lib/product-rules.js`).checkOwnerSave(e.app, e.record);
  e.next();
}, "products");

onRecordCreate((e) => {
  require(`${__hooks}/lib/product-rules.js`).priceFromOptions(e.record);
  e.next();
}, "products");

onRecordUpdate((e) => {
  const rules = require(`${__hooks}/lib/product-rules.js`);
  rules.priceFromOptions(e.record);
  const alerts = require(`${__hooks}/lib/stock-alerts.js`);
  const wasHidden = e.record.original().getBool("hidden");
  const wasAvailable = alerts.available(e.record.original());
  e.next();
  rules.noteVisibility(e.app, e.record, wasHidden);
  // "Tell me when it's back": in this save's transaction, so a refused save tells nobody
  alerts.noticeRestock(e.app, e.record, wasAvailable);
}, "products");
