// The order lifecycle (docs/owner-guide.md). The shop may move an order only along the steps
// of the app's own rules (lib/shared.js ORDER_STEPS); every step is appended to the order's
// statusHistory as {status, note, at}.

/**
 * Throws a 400 naming the refused step and the steps that are allowed from here (a cash on
 * delivery order ships without "Payment received").
 */
function checkTransition(from, to, paymentMethod) {
  const message = require(`${__hooks}/lib/shared.js`).transitionProblem(from, to, paymentMethod);
  if (!message) return;
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

module.exports = { checkTransition, history, appendHistory };
