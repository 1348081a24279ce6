// A customer attaches a payment slip (photo or PDF of the bank deposit) to their own order.
// The migration's create rule already requires the order to be theirs; this hook also sets the
// owner, makes clientId an idempotency key (a replay answers 200 with the stored slip and
// stores nothing; a customer's hourly share is counted and stored atomically), takes slips only
// while the order awaits payment (Confirmed), names the stored file after its content
// (lib/slip-file.js), marks the order "Slip received" (slipReceivedAt, and a line in its
// history) and alerts the shop by email. Type (by content), size and pixels are refused in the
// shopper's words (src/shared/attachments.ts); the file field's limits stay as a second line.

onRecordCreateRequest((e) => {
  // before the transaction below: a refusal thrown inside it would answer 500 (a wrong type,
  // size or pixel count, in the shopper's words: lib/upload-check.js)
  require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
  const idem = require(`${__hooks}/lib/idempotency.js`);
  // the signed-in customer's id; "" for the shop (staff, superusers)
  const customerId = e.auth?.collection().name === "users" ? e.auth.id : "";
  const isCustomer = customerId !== "";
  idem.createOnce(e, {
    clientId: e.record.getString("clientId"),
    userId: customerId,
    replay: (/** @type {core.Record} */ stored) => {
      if (isCustomer && stored.getString("user") !== customerId) {
        throw idem.clientIdTaken();
      }
      e.json(200, stored);
    },
    prepare: (/** @type {CoreApp} */ app) => {
      let order = null;
      try {
        order = app.findRecordById("orders", e.record.getString("order"));
      } catch (_) {
        // no such order: the checks below refuse the slip
      }
      if (!order || (isCustomer && order.getString("user") !== customerId)) {
        throw new BadRequestError("Failed to create record.", {
          order: new ValidationError("order_not_found", "This order was not found."),
        });
      }
      const status = order.getString("status");
      if (!require(`${__hooks}/lib/shared.js`).awaitsPayment({ status })) {
        throw new BadRequestError("Failed to create record.", {
          order: new ValidationError(
            "order_not_awaiting_payment",
            `This order is ${status}: payment slips are only taken while an order awaits payment.`,
          ),
        });
      }
      require(`${__hooks}/lib/slip-file.js`).nameByContent(e.record, "file");
      e.record.set("user", isCustomer ? customerId : order.getString("user"));
    },
  });
}, "paymentslips");

// Right after the slip's insert, in its transaction (not on a replay, which stores nothing):
// the order shows "Slip received" (slipReceivedAt and a line in its history) and the shop's
// mail and push alerts are queued, or none of it is stored.
onRecordCreateExecute((e) => {
  e.next();
  const lifecycle = require(`${__hooks}/lib/order-status.js`);
  const order = e.app.findRecordById("orders", e.record.getString("order"));
  if (!order.getString("slipReceivedAt")) {
    order.set("slipReceivedAt", new Date().toISOString());
    const { SLIP_RECEIVED } = require(`${__hooks}/lib/shared.js`);
    lifecycle.appendHistory(order, lifecycle.history(order), SLIP_RECEIVED, "");
    e.app.save(order);
  }
  require(`${__hooks}/lib/mail-templates.js`).slipReceived(e.app, order, e.record);
  const push = require(`${__hooks}/lib/push-queue.js`);
  push.toShop(e.app, require(`${__hooks}/lib/push-messages.js`).slipMessage(order));
}, "paymentslips");
