// The shop changes an order's status in the dashboard (a superuser update; customers cannot
// update orders at all). Only the steps of lib/order-status.js pass; any other answers 400.
// statusHistory is append-only: whatever a request writes into it is replaced by the stored
// history plus, on a status change, {status, note, at} (note: statusNote if this request
// changed it). The customer's email and push are queued after the change is stored
// (lib/mail-templates.js,
// lib/push-queue.js: workers send them; the request never waits on a mail or push server).

onRecordUpdateRequest((e) => {
  const lifecycle = require(`${__hooks}/lib/order-status.js`);
  const original = e.record.original();
  const from = original.getString("status");
  const to = e.record.getString("status");
  const stored = lifecycle.history(original);
  e.record.set("statusHistory", stored);
  const changed = from !== to;
  if (changed) {
    lifecycle.checkTransition(from, to, original.getString("paymentMethod"));
    require(`${__hooks}/lib/order-actions.js`).checkMayConfirm(e.auth, to);
    // a note left over from the previous step is not repeated: only one written with this step
    const note = e.record.getString("statusNote");
    const fresh = note !== original.getString("statusNote") ? note : "";
    lifecycle.appendHistory(e.record, stored, to, fresh);
  }
  e.next();
  if (changed) {
    const mail = require(`${__hooks}/lib/mail-templates.js`);
    mail.statusChanged(e.app, e.record);
    const push = require(`${__hooks}/lib/push-queue.js`);
    const messages = require(`${__hooks}/lib/push-messages.js`);
    const message = messages.statusMessage(e.record, messages.customerLanguage(e.app, e.record));
    push.toCustomer(e.app, e.record.getString("user"), message);
  }
}, "orders");
