// An order the shop enters for a customer who ordered on WhatsApp or by phone
// (docs/decisions/0220-orders-taken-by-the-shop.md). It goes through the same path as a
// customer's checkout (lib/orders.js newOrder: the same field checks, prices from the stored
// catalogue or the stored quote, delivery by district, order number), so only the lines or the
// quote's id, the customer and the payment method are read from the request. The order belongs
// to the account of the customer's email when there is one (My Orders, mails, pushes);
// otherwise it has no owner and a secret follow link (`followToken`, 32 random characters) is
// mailed to the customer.

/** Length of a follow link's secret: 62^32, about 190 bits, never guessed or enumerated. */
const FOLLOW_TOKEN_LENGTH = 32;
const FOLLOW_TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/;

/**
 * A JSON object's fields, or none for anything else.
 * @param {unknown} value
 * @returns {{ [key: string]: unknown }}
 */
function objectOrEmpty(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value));
}

/**
 * What the shop may send, as plain values; anything else (a price, a total, an owner) is not
 * read. The same shape as a customer's order (lib/orders.js readOrderBody).
 * @param {unknown} raw the request's JSON body
 */
function readShopOrder(raw) {
  const body = objectOrEmpty(raw);
  const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : "");
  return {
    clientId: text(body.clientId),
    orderNumber: text(body.orderNumber),
    items: body.items,
    customerInfo: body.customerInfo,
    shippingAddress: body.shippingAddress,
    paymentMethod: text(body.paymentMethod),
    // a quoted line, by the quote's id alone: priced from the stored quote (lib/quotes.js)
    quote: text(body.quote),
  };
}

/**
 * The customer's account by the email entered for them (any capitals), or null.
 * @param {CoreApp} app
 * @param {unknown} customerInfo
 */
function accountOf(app, customerInfo) {
  const email = objectOrEmpty(customerInfo).email;
  if (typeof email !== "string" || email.trim() === "") return null;
  try {
    return app.findAuthRecordByEmail("users", email.trim());
  } catch (_) {
    // no account with this email: the order gets a follow link instead
    return null;
  }
}

/**
 * The answer to the shop: the stored order and, for a customer without an account, the path
 * of their follow link (shown once more on a replay, to the same person only).
 * @param {core.Record} order
 */
function answer(order) {
  const token = order.getString("followToken");
  return {
    order,
    account: order.getString("user") !== "",
    followPath: token ? `/order/${token}` : "",
  };
}

/**
 * Stores the shop's order once per clientId, in one write transaction: a replay by the same
 * person answers the stored order; the key reused by someone else answers 409.
 * @param {CoreApp} app
 * @param {core.Record} auth the owner (superuser) or a staff member
 * @param {unknown} raw the request's JSON body
 */
function createShopOrder(app, auth, raw) {
  const orders = require(`${__hooks}/lib/orders.js`);
  const actions = require(`${__hooks}/lib/order-actions.js`);
  const sent = readShopOrder(raw);
  const byId = actions.actorId(auth);
  /** @type {{ status: number, body: ReturnType<typeof answer> } | null} */
  let result = null;
  // a refusal kept as it was thrown: passed out through the transaction it would be a 500
  /** @type {unknown} */
  let refusal = null;
  const inTransaction = (/** @type {CoreApp} */ txApp) => {
    let stored = null;
    try {
      stored = sent.clientId
        ? txApp.findFirstRecordByData("orders", "clientId", sent.clientId)
        : null;
    } catch (_) {
      // not stored yet: a new order
    }
    if (stored) {
      if (stored.getString("enteredById") !== byId) {
        throw new ApiError(409, "This order key was already used. Reload and enter it again.");
      }
      result = { status: 200, body: answer(stored) };
      return;
    }
    const user = accountOf(txApp, sent.customerInfo);
    const order = orders.newOrder(
      txApp,
      txApp.findCollectionByNameOrId("orders"),
      user,
      sent,
      true,
    );
    order.set("source", "whatsapp");
    order.set("enteredBy", actions.who(auth));
    order.set("enteredById", byId);
    if (!user) order.set("followToken", $security.randomString(FOLLOW_TOKEN_LENGTH));
    txApp.save(order);
    result = { status: 201, body: answer(order) };
  };
  try {
    require(`${__hooks}/lib/transaction.js`).writeTransaction(
      app,
      (/** @type {CoreApp} */ txApp) => {
        try {
          inTransaction(txApp);
        } catch (error) {
          refusal = error;
          throw error;
        }
      },
    );
  } catch (error) {
    throw refusal || error;
  }
  if (!result) throw new ApiError(500, "The order was not stored.");
  return result;
}

/**
 * The order's steps as the customer sees them: when and what, not who took them.
 * @param {unknown} history
 */
function steps(history) {
  if (!Array.isArray(history)) return [];
  return history.map((step) => ({
    status: String(step?.status ?? ""),
    at: String(step?.at ?? ""),
    note: String(step?.note ?? ""),
  }));
}

/**
 * What a follow link shows of its order: the status and what was bought, nothing of the
 * shop's notes, the customer's address or who entered it. Null for an unknown secret.
 * @param {CoreApp} app
 * @param {string} token
 */
function followedOrder(app, token) {
  if (!FOLLOW_TOKEN_PATTERN.test(token)) return null;
  let order;
  try {
    order = app.findFirstRecordByData("orders", "followToken", token);
  } catch (_) {
    // no order has this secret
    return null;
  }
  const v = require(`${__hooks}/lib/validate.js`);
  return {
    orderNumber: order.getString("orderNumber"),
    status: order.getString("status"),
    statusHistory: steps(v.readJson(order, "statusHistory")),
    items: v.readJson(order, "items") || [],
    subTotal: order.getFloat("subTotal"),
    shipping: order.getFloat("shipping"),
    total: order.getFloat("total"),
    paymentMethod: order.getString("paymentMethod"),
    trackingNumber: order.getString("trackingNumber"),
    created: order.getString("created"),
  };
}

module.exports = { createShopOrder, followedOrder, FOLLOW_TOKEN_PATTERN };
