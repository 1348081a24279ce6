// Order creation is decided by the server (docs/decisions/0005-the-server-decides-every-order.md).
// A customer may send only what lib/orders.js ORDER_BODY names (the app's OrderCreateBody,
// src/lib/types.ts): clientId, a proposed orderNumber, items [{product, option, quantity}],
// customerInfo, shippingAddress (with its district) and paymentMethod. The stored record is built
// from those alone: prices, the delivery fee (from the owner's zones), totals, status, notes,
// tracking, slip dates, the owner and the record id are the server's. Fields are checked with the
// checkout form's own rules (lib/shared.js). A replayed clientId answers 200 with the stored order
// and stores nothing; a new one is refused above 1 MiB and past the account's hourly order limit,
// counted and stored atomically (lib/idempotency.js). Superusers bypass this hook (dashboard
// corrections, imports). statusHistory starts with Confirmed; later steps are the shop's
// (order-status.pb.js).

onRecordCreateRequest((e) => {
  if (e.auth?.collection().name !== "users") return e.next();

  const idem = require(`${__hooks}/lib/idempotency.js`);
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  const orders = require(`${__hooks}/lib/orders.js`);

  body.refuseOversized(e);
  const sent = orders.readOrderBody(e.record);
  const user = e.auth;
  idem.createOnce(e, {
    clientId: sent.clientId,
    userId: user.id,
    replay: (/** @type {core.Record} */ stored) => {
      if (stored.getString("user") !== user.id) {
        throw idem.clientIdTaken();
      }
      e.json(200, stored);
    },
    prepare: (/** @type {CoreApp} */ app) => {
      e.record = orders.newOrder(app, e.collection, user, sent);
    },
  });
}, "orders");

// The order confirmation to the customer and the new-order alert to the shop, queued only when
// an order was really stored (not on a replay), after it is committed. lib/mail-templates.js
// queues them
// for its worker, so the mail server never delays or fails the order.
// An order the shop entered for a customer without an account (shop-orders.pb.js) has no user:
// its confirmation goes to the email entered, with the order's follow link.
onRecordAfterCreateSuccess((e) => {
  e.next();
  if (!e.record.getString("user") && !e.record.getString("followToken")) return;
  const mail = require(`${__hooks}/lib/mail-templates.js`);
  mail.orderPlaced(e.app, e.record);
  const push = require(`${__hooks}/lib/push-queue.js`);
  push.toShop(e.app, require(`${__hooks}/lib/push-messages.js`).newOrderMessage(e.record));
}, "orders");

// Refusals remembered for replays (lib/idempotency.js) are forgotten after 30 days.
cronAdd("shop-refusals", "41 3 * * *", () => {
  require(`${__hooks}/lib/idempotency.js`).pruneRefusals($app);
});
