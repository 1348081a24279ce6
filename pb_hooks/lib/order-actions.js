// The shop's steps on an order from /admin (src/shared/order-actions.ts): an `orderactions`
// record is checked with the app's own rules, applied to its order and kept as the order's
// history of who did what. order-actions.pb.js runs `apply` inside the write transaction that
// stores the action (lib/idempotency.js createOnce), so the order and its action are saved
// together or not at all.

/**
 * Who is acting, as the history shows it: a staff member's name, or the owner.
 * @param {core.Record} auth
 */
function who(auth) {
  if (auth.collection().name === "staff") return auth.getString("name") || auth.email();
  return `Owner (${auth.email()})`;
}

/**
 * Who is acting, as the server knows them: "staff:ID" or "_superusers:ID".
 * @param {core.Record} auth
 */
function actorId(auth) {
  return `${auth.collection().name}:${auth.id}`;
}

/**
 * Throws 403 when `auth` may not set an order to `toStatus`: "Payment received" is the owner's
 * (a superuser's) and that of staff she switched "May confirm payments" on for. `auth` is read
 * from the database on every request, so a switch turned off meanwhile refuses a step that
 * waited on a device and is sent later.
 * @param {core.Record | undefined} auth
 * @param {string} toStatus
 */
function checkMayConfirm(auth, toStatus) {
  if (toStatus !== "Payment received") return;
  if (auth?.collection().name === "_superusers") return;
  if (auth?.collection().name === "staff" && auth.getBool("confirmPayments")) return;
  throw new ForbiddenError(require(`${__hooks}/lib/shared.js`).PAYMENT_CONFIRM_REFUSED);
}

/**
 * A stored action answered again for its clientId only when the same person sends the same
 * kind of action on the same order; anything else is another request that reused the key, and
 * answers 409 (actions stored before `byId` existed are matched by the name in `by`).
 * @param {core.Record} stored
 * @param {ReturnType<typeof readAction>} sent
 * @param {core.Record} auth
 */
function checkReplay(stored, sent, auth) {
  const byId = stored.getString("byId");
  const samePerson = byId ? byId === actorId(auth) : stored.getString("by") === who(auth);
  const same =
    samePerson &&
    stored.getString("order") === sent.order &&
    stored.getString("action") === sent.action;
  if (!same) {
    refuse(
      409,
      "client_id_reused",
      "This clientId was already used for another action: send this one with a new clientId.",
      "clientId",
    );
  }
}

/**
 * The fields of the create request an action may carry, as plain values.
 * @param {core.Record} record
 */
function readAction(record) {
  return {
    order: record.getString("order"),
    action: record.getString("action"),
    fromStatus: record.getString("fromStatus"),
    trackingNumber: record.getString("trackingNumber"),
    courier: record.getString("courier"),
    note: record.getString("note"),
    staffNote: record.getString("staffNote"),
    clientId: record.getString("clientId"),
    amount: record.getFloat("amount"),
    videoUrl: record.getString("videoUrl"),
    lines: require(`${__hooks}/lib/validate.js`).readJson(record, "lines"),
    /** a refund's unboxing video, already checked (lib/upload-check.js) */
    video: record.getUnsavedFiles("video").filter((file) => !!file),
  };
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {string} field
 * @returns {never}
 */
function refuse(status, code, message, field) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  data[field] = new ValidationError(code, message);
  throw new ApiError(status, message, data);
}

/**
 * Applies the action `sent` (readAction) by `by` ({name, id}: who and actorId) to its order with
 * `app`, and returns the action record to store: the checked fields, the status it set and who
 * took it.
 * @param {CoreApp} app
 * @param {core.Collection} collection
 * @param {ReturnType<typeof readAction>} sent
 * @param {{ name: string, id: string }} by
 * @param {core.Record | undefined} auth who is acting (checkMayConfirm)
 */
function apply(app, collection, sent, by, auth) {
  if (sent.video.length && sent.action !== "refund") {
    refuse(400, "video_not_taken", "Only a refund carries a video.", "video");
  }
  if (sent.action === "refund" || sent.action === "replacement") {
    const aftercare = require(`${__hooks}/lib/aftercare.js`);
    const fields = aftercare[sent.action](app, sent, by.id);
    const action = new Record(collection);
    for (const name of Object.keys(fields)) action.set(name, fields[name]);
    const who = { order: sent.order, action: sent.action, by: by.name, byId: by.id };
    for (const [name, value] of Object.entries(who)) action.set(name, value);
    action.set("clientId", sent.clientId);
    return action;
  }
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
    checkMayConfirm(auth, to);
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
  action.set("by", by.name);
  action.set("byId", by.id);
  action.set("clientId", sent.clientId);
  return action;
}

module.exports = { who, actorId, checkMayConfirm, checkReplay, readAction, apply, refuse };
