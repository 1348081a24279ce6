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
  quote.set("token", require(`${__hooks}/lib/quote-claims.js`).newToken());
  quote.set("createdBy", author.getString("name") || author.email());
  return quote;
}

/**
 * The quote `id`, or a refusal in words (`unknown`: the sentence for an id that is no quote's).
 * @param {CoreApp} app
 * @param {string} id
 * @param {string} field
 * @param {string} unknown
 */
function findQuote(app, id, field, unknown) {
  try {
    return app.findRecordById("quotes", id);
  } catch (_) {
    // unknown id: refused in words by the caller's sentence
    throw refusal(field, unknown);
  }
}

/**
 * Refuses a quote that is no longer open (used, declined or expired), with the app's sentence.
 * @param {core.Record} quote
 * @param {string} field
 */
function assertOpen(quote, field) {
  const why = require(`${__hooks}/lib/shared.js`).quoteRefusal(
    { status: quote.getString("status"), validUntil: quote.getString("validUntil") },
    Date.now(),
  );
  if (why) throw refusal(field, why);
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
  // an unknown id gets the same answer as another's quote, so ids cannot be probed
  const quote = findQuote(app, id, field, shared.QUOTE_NOT_YOURS);
  if (!userId || quote.getString("user") !== userId) {
    throw refusal(field, shared.QUOTE_NOT_YOURS);
  }
  assertOpen(quote, field);
  return quote;
}

/** The shop's order names a quote that is no quote's. */
const SHOP_QUOTE_UNKNOWN = "No quote has this id. Choose an open quote.";
/** The shop's order of a customer's quote, entered with another email than their account's. */
const SHOP_QUOTE_OTHER_ACCOUNT =
  "This quote is for a customer's account: enter that account's email to order it.";

/**
 * An open quote the shop orders for its customer (lib/shop-orders.js). A quote with a customer
 * goes only to that customer's account (`user`, the account of the email entered), so an order
 * never lands in another's My Orders; a quote nobody has claimed goes to whoever is entered.
 * @param {CoreApp} app
 * @param {core.Record | null} user
 * @param {string} id
 */
function shopQuote(app, user, id) {
  // a record id is the only shape the shop's order names a quote by
  if (!require(`${__hooks}/lib/shared.js`).RECORD_ID.test(id)) {
    throw refusal("quote", SHOP_QUOTE_UNKNOWN);
  }
  const quote = findQuote(app, id, "quote", SHOP_QUOTE_UNKNOWN);
  const owner = quote.getString("user");
  if (owner && owner !== user?.id) throw refusal("quote", SHOP_QUOTE_OTHER_ACCOUNT);
  assertOpen(quote, "quote");
  return quote;
}

/**
 * The order line of an open quote, priced from the stored quote (one unit), with its weight
 * for the delivery fee; the quote is returned to be marked accepted. `byShop`: an order the
 * shop enters for the customer (shopQuote's rule), else the customer's own checkout, which
 * takes only a quote of `user`.
 * @param {CoreApp} app
 * @param {core.Record | null} user
 * @param {string} id
 * @param {boolean} byShop
 */
function quoteLine(app, user, id, byShop) {
  const quote = byShop
    ? shopQuote(app, user, id)
    : openQuoteOf(app, user ? user.id : "", id, "quote");
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
