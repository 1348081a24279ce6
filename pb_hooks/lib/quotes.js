// Quotes for custom requests (docs/decisions/0200-a-custom-request-becomes-a-quote.md). The
// stored quote is built here from the checked form alone: the customer (the request's account),
// the validity, the status and who made it are the server's. A customer changes a quote only by
// declining it (its route) or by placing the order that carries it, and both refuse a quote
// that is not theirs, expired, declined or already used, with the same sentences the app shows
// (lib/shared.js, src/shared/quotes.ts).

/**
 * @param {string} field
 * @param {string} message
 */
function refusal(field, message) {
  return new BadRequestError(message, {
    [field]: new ValidationError("quote_refused", message),
  });
}

/**
 * A number as sent: JSON numbers as they are, a form's digits read as a number.
 * @param {unknown} value
 */
function asNumber(value) {
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * The quote to store, from what /admin sent (`body`), for the request it names.
 * @param {CoreApp} app
 * @param {core.Collection} collection
 * @param {{ [key: string]: unknown }} body
 * @param {core.Record} author
 */
function newQuote(app, collection, body, author) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const values = v.valuesOrThrow(
    shared.checkQuote({
      item: typeof body.item === "string" ? body.item : "",
      price: asNumber(body.price),
      weightGrams: asNumber(body.weightGrams),
      note: typeof body.note === "string" ? body.note : "",
      validDays:
        body.validDays === undefined || body.validDays === ""
          ? shared.QUOTE_DEFAULT_DAYS
          : asNumber(body.validDays),
    }),
  );
  let request;
  try {
    request = app.findRecordById("customorders", String(body.request || ""));
  } catch (_) {
    // no such request: refused by name below
    throw refusal("request", "Choose the custom request this quote answers.");
  }
  const quote = new Record(collection);
  quote.set("request", request.id);
  quote.set("user", request.getString("user"));
  quote.set("item", values.item);
  quote.set("price", values.price);
  quote.set("weightGrams", values.weightGrams);
  quote.set("note", values.note);
  quote.set("validUntil", shared.quoteValidUntil(Date.now(), Number(values.validDays)));
  quote.set("status", "open");
  quote.set("createdBy", author.getString("name") || author.email());
  return quote;
}

/**
 * The customer's quote `id`, still open for them, or a refusal in words.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} id
 * @param {string} field
 */
function openQuoteOf(app, userId, id, field) {
  const shared = require(`${__hooks}/lib/shared.js`);
  let quote;
  try {
    quote = app.findRecordById("quotes", id);
  } catch (_) {
    // unknown id: the same answer as another's quote, so ids cannot be probed
    throw refusal(field, shared.QUOTE_NOT_YOURS);
  }
  if (!userId || quote.getString("user") !== userId) {
    throw refusal(field, shared.QUOTE_NOT_YOURS);
  }
  const why = shared.quoteRefusal(
    { status: quote.getString("status"), validUntil: quote.getString("validUntil") },
    Date.now(),
  );
  if (why) throw refusal(field, why);
  return quote;
}

/**
 * The order line of an open quote of `user`, priced from the stored quote (one unit), with
 * its weight for the delivery fee; the quote is returned to be marked accepted.
 * @param {CoreApp} app
 * @param {core.Record | null} user null: an order the shop enters, which takes no quote yet
 * @param {string} id
 */
function quoteLine(app, user, id) {
  const quote = openQuoteOf(app, user ? user.id : "", id, "quote");
  const price = quote.getFloat("price");
  return {
    quote,
    line: {
      id: quote.id,
      name: quote.getString("item"),
      image: "",
      option: null,
      quantity: 1,
      price,
      total: price,
      weightKg: quote.getInt("weightGrams") / 1000,
    },
  };
}

/**
 * Marks the quote used by `orderId`, in the transaction that stores that order. The order is
 * not stored yet, so its relation is saved without the existence check.
 * @param {CoreApp} app
 * @param {core.Record} quote
 * @param {string} orderId
 */
function markAccepted(app, quote, orderId) {
  quote.set("status", "accepted");
  quote.set("order", orderId);
  quote.set("decidedAt", new Date().toISOString());
  app.saveNoValidate(quote);
}

/**
 * The customer's "Decline": recorded once, only on their own open quote.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} id
 */
function decline(app, userId, id) {
  /** @type {core.Record | null} */
  let declined = null;
  require(`${__hooks}/lib/transaction.js`).writeTransaction(app, (/** @type {CoreApp} */ txApp) => {
    const quote = openQuoteOf(txApp, userId, id, "quote");
    quote.set("status", "declined");
    quote.set("decidedAt", new Date().toISOString());
    txApp.save(quote);
    declined = quote;
  });
  return declined;
}

module.exports = { newQuote, quoteLine, markAccepted, decline };
