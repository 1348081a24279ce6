// The shop's customers, for its owner and staff only (docs/owner-guide.md, Customers):
//   GET /api/shop/admin/customers?q=TEXT&page=N   a page of 20, searched by name, email or phone
//   PUT /api/shop/admin/customers/{id}/note       {note}: the shop's note on that customer
// A guest gets 401 and a signed-in customer 403: a customer never lists other customers, and the
// notes are in a collection no API rule opens (migration 1763801310).

routerAdd(
  "GET",
  "/api/shop/admin/customers",
  (e) => {
    const query = e.request.url.query();
    const customers = require(`${__hooks}/lib/customers.js`);
    return e.json(200, customers.list(e.app, query.get("q"), Number(query.get("page") || 1)));
  },
  $apis.requireAuth("staff", "_superusers"),
);

routerAdd(
  "PUT",
  "/api/shop/admin/customers/{id}/note",
  (e) => {
    const body = /** @type {{ note?: unknown }} */ (e.requestInfo().body);
    const by = require(`${__hooks}/lib/order-actions.js`).who(/** @type {core.Record} */ (e.auth));
    const customers = require(`${__hooks}/lib/customers.js`);
    return e.json(200, customers.saveNote(e.app, e.request.pathValue("id"), body.note, by));
  },
  $apis.requireAuth("staff", "_superusers"),
);
