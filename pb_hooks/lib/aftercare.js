// Refunds and replacements for damaged goods (src/shared/refunds.ts; why:
// docs/decisions/0210-refunds-and-replacements.md): two kinds of `orderactions` only the owner
// may send, on a delivered order, until the end of the seventh Sri Lankan working day after its
// delivery (src/shared/working-days.ts). A refund is at most what the shop recorded as received,
// less the refunds before it; a replacement is a new order of the chosen lines at LKR 0, made
// here, linked both ways. lib/order-actions.js runs these inside the transaction that stores
// the action, so the order, the replacement and the action are saved together or not at all.

const NOT_IN_ORDER = "Choose items of this order, at most as many as were bought.";

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {string} field
 * @returns {never}
 */
function refuse(status, code, message, field) {
  const actions = require(`${__hooks}/lib/order-actions.js`);
  actions.refuse(status, code, message, field);
  throw new Error("unreachable: refuse always throws");
}

/**
 * When the order was delivered (ms): its last "Delivered" step, else its last change.
 * @param {core.Record} order
 */
function deliveredAt(order) {
  const lifecycle = require(`${__hooks}/lib/order-status.js`);
  const steps = lifecycle
    .history(order)
    .filter((/** @type {{ status: string }} */ step) => step.status === "Delivered");
  const at = steps.length ? steps[steps.length - 1].at : order.getString("updated");
  return Date.parse(String(at).replace(" ", "T"));
}

/**
 * The order an aftercare action is for, once the owner, its status and the time allow it.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {string} actorId
 */
function openOrder(app, orderId, actorId) {
  const shared = require(`${__hooks}/lib/shared.js`);
  if (!actorId.startsWith("_superusers:"))
    refuse(403, "owner_only", shared.ONLY_THE_OWNER, "action");
  let order;
  try {
    order = app.findRecordById("orders", orderId);
  } catch (_) {
    // not found is the only failure a lookup by id has here
    refuse(400, "order_not_found", "This order was not found.", "order");
  }
  if (order.getString("status") !== "Delivered") {
    refuse(400, "not_delivered", shared.ONLY_DELIVERED, "order");
  }
  const late = shared.refundWindowProblem(deliveredAt(order), Date.now());
  if (late) refuse(400, "refund_window_closed", late, "order");
  return order;
}

/**
 * @param {core.Record} record
 * @param {string} field
 * @returns {unknown[]}
 */
function list(record, field) {
  const parsed = require(`${__hooks}/lib/validate.js`).readJson(record, field);
  return Array.isArray(parsed) ? parsed : [];
}

/**
 * Records a refund on the order; returns the action's own fields. The unboxing video comes as
 * a link, a file (checked by lib/upload-check.js), or both; never neither.
 * @param {CoreApp} app
 * @param {{ order: string, amount: number, note: string, videoUrl: string, video: filesystem.File[] }} sent
 * @param {string} actorId
 */
function refund(app, sent, actorId) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const order = openOrder(app, sent.order, actorId);
  const values = v.valuesOrThrow(shared.checkRefund(sent));
  if (!values.videoUrl && !sent.video.length) {
    refuse(400, "video_required", shared.VIDEO_REQUIRED, "videoUrl");
  }
  const amount = Number(values.amount);
  const paid = shared.moneyReceived({
    status: order.getString("status"),
    total: order.getFloat("total"),
    paymentMethod: order.getString("paymentMethod"),
  });
  const refunded = order.getFloat("refunded");
  const over = shared.refundCapProblem(amount, paid, refunded);
  if (over) refuse(400, "refund_over_paid", over, "amount");
  const entry = { amount, reason: String(values.reason), at: new Date().toISOString() };
  order.set("refunds", list(order, "refunds").concat([entry]));
  order.set("refunded", refunded + amount);
  app.save(order);
  /** @type {{ [field: string]: unknown }} */
  const fields = { fromStatus: "Delivered", amount, note: entry.reason, videoUrl: values.videoUrl };
  if (sent.video.length) fields.video = sent.video[0];
  return fields;
}

/**
 * Makes the replacement order of the chosen lines at LKR 0; returns the action's own fields.
 * @param {CoreApp} app
 * @param {{ order: string, lines: unknown, note: string, clientId: string }} sent
 * @param {string} actorId
 */
function replacement(app, sent, actorId) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const orders = require(`${__hooks}/lib/orders.js`);
  const original = openOrder(app, sent.order, actorId);
  const values = v.valuesOrThrow(shared.checkReplacement(sent));
  const bought =
    /** @type {{ id: string, name: string, image: string, option: string | null, quantity: number }[]} */ (
      list(original, "items")
    );
  /** @type {{ [index: string]: number }} */
  const chosen = {};
  for (const line of /** @type {{ index: number, quantity: number }[]} */ (values.lines)) {
    chosen[line.index] = (chosen[line.index] || 0) + line.quantity;
  }
  const items = Object.keys(chosen).map((index) => {
    const item = bought[Number(index)];
    const quantity = chosen[index] || 0;
    if (!item || quantity > item.quantity) {
      return refuse(400, "not_in_order", NOT_IN_ORDER, "lines");
    }
    const { id, name, image, option } = item;
    return { id, name, image, option, quantity, price: 0, total: 0 };
  });
  const now = new Date().toISOString();
  const note = `Replacement for ${original.getString("orderNumber")}`;
  const order = new Record(app.findCollectionByNameOrId("orders"));
  order.set("clientId", `${sent.clientId}-r`.slice(0, 100));
  order.set("orderNumber", orders.orderNumber(app, ""));
  order.set("items", items);
  for (const field of ["customerInfo", "shippingAddress"])
    order.set(field, v.readJson(original, field));
  for (const field of ["user", "userName", "userEmail"])
    order.set(field, original.getString(field));
  for (const field of ["subTotal", "shipping", "total"]) order.set(field, 0);
  // nothing to pay: the replacement waits to be packed like a paid order
  order.set("paymentMethod", "bank");
  order.set("status", "Payment received");
  order.set("statusNote", note);
  order.set("statusHistory", [
    { status: "Confirmed", note: "", at: now },
    { status: "Payment received", note, at: now },
  ]);
  order.set("replacementOf", original.id);
  app.save(order);
  const entry = { id: order.id, orderNumber: order.getString("orderNumber"), at: now };
  original.set("replacements", list(original, "replacements").concat([entry]));
  app.save(original);
  return {
    fromStatus: "Delivered",
    note: String(values.reason),
    lines: values.lines,
    replacementOrder: entry.orderNumber,
  };
}

module.exports = { refund, replacement, deliveredAt };
