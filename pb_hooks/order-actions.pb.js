// The shop works an order from /admin by creating an `orderactions` record ("Payment
// received", "Mark as shipped" with a tracking number, "Delivered", "Cancel" with a reason, or
// new notes), sent through the app's outbox like every submission. Only staff and superusers
// may (the collection's create rule). The action is checked with the app's rules, applied to
// the order along the allowed steps and stored with who took it, in one transaction
// (lib/order-actions.js); its clientId makes it exactly once: a replay (the same person, order
// and kind of action) answers 200 with the stored action and changes nothing, and the key
// reused for anything else answers 409. A step taken from a status the order no longer has answers
// 409 and changes nothing. "Payment received" is refused with 403 to staff the owner has not
// allowed to confirm payments (lib/order-actions.js checkMayConfirm). Actions are never edited or deleted: they are the order's history.

// A refund may carry its unboxing video as a file (lib/aftercare.js): its type and bytes are
// checked before the transaction, where a refusal would answer 500.
onRecordCreateRequest((e) => {
  const idem = require(`${__hooks}/lib/idempotency.js`);
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  const actions = require(`${__hooks}/lib/order-actions.js`);
  body.refuseOversized(e, e.hasSuperuserAuth() ? body.VIDEO_BYTES : 0);
  if (!e.auth) throw new ForbiddenError("Only the shop can work orders.");
  require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
  const sent = actions.readAction(e.record);
  const by = { name: actions.who(e.auth), id: actions.actorId(e.auth) };
  idem.createOnce(e, {
    clientId: sent.clientId,
    userId: by.id,
    replay: (/** @type {core.Record} */ stored) => {
      actions.checkReplay(stored, sent, e.auth);
      e.json(200, stored);
    },
    prepare: (/** @type {CoreApp} */ app) => {
      e.record = actions.apply(app, e.collection, sent, by, e.auth);
    },
  });
}, "orderactions");

// The customer's mail and push for a step, queued once the step is stored
// (lib/mail-templates.js).
onRecordAfterCreateSuccess((e) => {
  e.next();
  if (!e.record.getString("toStatus")) return;
  const order = e.app.findRecordById("orders", e.record.getString("order"));
  require(`${__hooks}/lib/mail-templates.js`).statusChanged(e.app, order);
  const push = require(`${__hooks}/lib/push-queue.js`);
  const messages = require(`${__hooks}/lib/push-messages.js`);
  const message = messages.statusMessage(order, messages.customerLanguage(e.app, order));
  push.toCustomer(e.app, order.getString("user"), message);
}, "orderactions");
