// The shop's steps on an order from /admin (src/shared/order-actions.ts): an `orderactions`
// record is checked with the app's own rules, applied to its order and kept as the order's
// history of who did what. order-actions.pb.js runs `apply` inside the write transaction that
// stores the action (lib/idempotency.js createOnce), so the order and its action are saved
// together or not at all.

/** Who is acting, as the history shows it: a staff member's name, or the owner. */
function who(auth) {
  if (auth.collection().name === "staff") return auth.getString("name") || auth.email();
  return `Owner (${auth.email()})`;
}

/** The fields of the create request an action may carry, as plain values. */
function readAction(record) {
  const fields = {};
  for (const name of ["order", "action", "fromStatus", "trackingNumber", "courier"]) {
    fields[name] = record.getString(name);
  }
  fields.note = record.getString("note");
  fields.staffNote = record.getString("staffNote");
  return fields;
}

function refuse(status, code, message, field) {
  const data = {};
  data[field] = new ValidationError(code, message);
  throw new ApiError(status, message, data);
}

/**
 * Applies the action `sent` (readAction) by `by` to its order with `app`, and returns the
 * action record to store: the checked fields, the status it set and who took it.
 */
function apply(app, collection, sent, by) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const lifecycle = require(`${__hooks}/lib/order-status.js`);
  const values = v.valuesOrThrow(shared.checkOrderAction(sent));
  let order;
  try {
    order = app.findRecordById("orders", sent.order);
  } catch (_) {
    // not found is the only failure a lookup by id has here
    refuse(400, "order_not_found", "This order was not found.", "order");
  }
  const current = order.getString("status");
  let to = "";
  if (values.action !== "notes") {
    if (current !== values.fromStatus) {
      refuse(409, "stale_action", shared.staleActionMessage(values.fromStatus, current), "status");
    }
    to = shared.ORDER_STEP_ACTIONS[values.action].to;
    lifecycle.checkTransition(current, to, order.getString("paymentMethod"));
    order.set("status", to);
    if (values.action === "shipped") {
      order.set("trackingNumber", values.trackingNumber);
      order.set("courier", values.courier);
    }
    lifecycle.appendHistory(order, lifecycle.history(order), to, values.note);
  }
  order.set("statusNote", values.note);
  if (values.action === "notes" || values.staffNote) order.set("staffNote", values.staffNote);
  app.save(order);

  const action = new Record(collection);
  for (const name of Object.keys(values)) action.set(name, values[name]);
  action.set("order", order.id);
  action.set("toStatus", to);
  action.set("by", by);
  action.set("clientId", sent.clientId);
  return action;
}

module.exports = { who, readAction, apply };
