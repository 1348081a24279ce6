// Helpers for staff-limits.pb.js.

/** @type {{ [collection: string]: string }} */
const REFUSALS = {
  products: "Only the owner can change this: staff may switch a product in or out of stock.",
  messages: "Staff may only mark a message as handled.",
};

/**
 * A field's value as comparable text (files as their names, plus any upload waiting).
 * @param {core.Record} record
 * @param {core.Field} field
 * @returns {string}
 */
function fieldValue(record, field) {
  const name = field.getName();
  if (field.type() !== "file") return record.getString(name);
  return `${record.getStringSlice(name).join("\n")}+${record.getUnsavedFiles(name).length}`;
}

/**
 * Throws 403 when `record` (an update being made) changes any field but `allowed` (and the
 * automatic dates and marks the server sets).
 * @param {core.Record} record
 * @param {string[]} allowed
 * @param {string} what
 */
function refuseBeyond(record, allowed, what) {
  const original = record.original();
  const free = allowed.concat(["updated", "handledAt", "handledBy"]);
  for (const field of record.collection().fields) {
    if (free.includes(field.getName())) continue;
    if (fieldValue(record, field) !== fieldValue(original, field)) {
      throw new ForbiddenError(REFUSALS[what]);
    }
  }
}

/**
 * Marks when and by whom a message was handled (cleared when it is marked open again).
 * @param {core.Record} record
 * @param {core.Record | undefined} auth
 */
function stampHandled(record, auth) {
  const handled = record.getBool("handled");
  if (handled === record.original().getBool("handled")) {
    record.set("handledAt", record.original().getString("handledAt"));
    record.set("handledBy", record.original().getString("handledBy"));
    return;
  }
  const by = auth ? require(`${__hooks}/lib/order-actions.js`).who(auth) : "";
  record.set("handledAt", handled ? new Date().toISOString() : "");
  record.set("handledBy", handled ? by : "");
}

module.exports = { refuseBeyond, stampHandled };
