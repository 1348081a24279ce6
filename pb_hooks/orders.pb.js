/// <reference path="../pb_data/types.d.ts" />
// Order creation is decided by the server (README: "The server decides every order"). The
// client sends an OrderCreateBody (src/lib/types.ts): clientId, orderNumber, items[{product, option,
// quantity}], customerInfo, shippingAddress. Everything else it sends (prices, totals, status,
// user) is ignored. A replayed clientId answers 200 with the stored order and stores nothing;
// a new one is refused above 1 MiB and past the account's hourly order limit.
// Superusers bypass this hook (dashboard corrections, imports). statusHistory starts with
// Confirmed; later steps are the shop's (order-status.pb.js).

onRecordCreateRequest((e) => {
  if (e.auth?.collection().name !== "users") return e.next();

  const idem = require(`${__hooks}/lib/idempotency.js`);
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  const limits = require(`${__hooks}/lib/rate-limits.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const orders = require(`${__hooks}/lib/orders.js`);
  const checkout = require(`${__hooks}/lib/checkout.js`);

  body.refuseOversized(e);
  const record = e.record;
  const clientId = record.getString("clientId");
  const replay = (stored) => {
    if (stored.getString("user") !== e.auth.id) {
      throw new BadRequestError("Failed to create record.", {
        clientId: new ValidationError("validation_not_unique", "This clientId is already used."),
      });
    }
    return e.json(200, stored);
  };

  const existing = idem.findByClientId(e.app, "orders", clientId);
  if (existing) return replay(existing);
  limits.refuseFlood(e.app, "orders", e.auth.id);

  const cleaned = checkout.checkCheckout(
    v.readJson(record, "customerInfo"),
    v.readJson(record, "shippingAddress"),
  );
  const items = orders.priceItems(e.app, v.readJson(record, "items"));
  const subTotal = items.reduce((sum, item) => sum + item.total, 0);

  record.set("items", items);
  record.set("customerInfo", cleaned.customerInfo);
  record.set("shippingAddress", cleaned.shippingAddress);
  record.set("subTotal", subTotal);
  record.set("shipping", 0);
  record.set("total", subTotal);
  record.set("status", "Confirmed");
  record.set("statusHistory", [{ status: "Confirmed", note: "", at: new Date().toISOString() }]);
  record.set("user", e.auth.id);
  record.set("userName", e.auth.getString("name"));
  record.set("userEmail", e.auth.email());
  record.set("orderNumber", orders.orderNumber(e.app, record.getString("orderNumber")));

  return idem.nextOrReplay(e, clientId, replay);
}, "orders");

// The order confirmation to the customer and the new-order alert to the shop, queued only when
// an order was really stored (not on a replay), after it is committed. lib/mail.js queues them
// for its worker, so the mail server never delays or fails the order.
onRecordAfterCreateSuccess((e) => {
  e.next();
  if (!e.record.getString("user")) return;
  const mail = require(`${__hooks}/lib/mail.js`);
  mail.orderPlaced(e.app, e.record);
}, "orders");
