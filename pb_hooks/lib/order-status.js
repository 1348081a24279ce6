/// <reference path="../../pb_data/types.d.ts" />
// The order lifecycle (README: Order lifecycle). The shop may move an order only along these
// steps; every step is appended to the order's statusHistory as {status, note, at}.

const NEXT = {
  Confirmed: ["Payment received", "Cancelled"],
  "Payment received": ["Shipped", "Cancelled"],
  Shipped: ["Delivered"],
  Delivered: [],
  Cancelled: [],
};

/** Shown while the status is Confirmed and at least one payment slip arrived. */
const SLIP_RECEIVED = "Slip received";

function allowed(from, to) {
  return Object.hasOwn(NEXT, from) && NEXT[from].includes(to);
}

/** Throws a 400 naming the refused step and the steps that are allowed from here. */
function checkTransition(from, to) {
  if (allowed(from, to)) return;
  const next = Object.hasOwn(NEXT, from) ? NEXT[from] : [];
  const options = next.length ? `Allowed: ${next.join(", ")}.` : `"${from}" is final.`;
  const message = `An order cannot go from "${from}" to "${to}". ${options}`;
  throw new BadRequestError(message, {
    status: new ValidationError("invalid_status_transition", message),
  });
}

/** The record's history as an array (the JSON field may be empty). */
function history(record) {
  const v = require(`${__hooks}/lib/validate.js`);
  const parsed = v.readJson(record, "statusHistory");
  return Array.isArray(parsed) ? parsed : [];
}

function appendHistory(record, previous, status, note) {
  const entries = previous.concat([{ status, note: note || "", at: new Date().toISOString() }]);
  record.set("statusHistory", entries);
}

module.exports = { NEXT, SLIP_RECEIVED, allowed, checkTransition, history, appendHistory };
