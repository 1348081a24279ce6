// "Tell me when it's back" (docs/decisions/0180-back-in-stock-once.md). `subscribe` answers a
// create request of `stockalerts` with a row built from checked values alone: a signed-in
// customer's names the account, a guest's keeps the checked email and gets a token only that
// device learns (to cancel). The same shopper asking twice for one product is one row.
// `noticeRestock` runs inside the product's save: when a product shoppers could not buy becomes
// one they can (back in stock and not hidden), each waiting row is marked sent and its notice
// queued, in the same transaction, so a later stock change finds nothing waiting.

const IN_STOCK = "This product is in stock: add it to your cart.";

/** @param {string} message */
function refuse(message) {
  throw new BadRequestError(message, {
    product: new ValidationError("validation_stock_alert", message),
  });
}

/** @param {core.RecordRequestEvent} e */
function subscribe(e) {
  const shared = require(`${__hooks}/lib/shared.js`);
  require(`${__hooks}/lib/body-ceiling.js`).refuseOversized(e);
  const info = e.requestInfo();
  const body = info.body || {};
  let product;
  try {
    product = e.app.findRecordById("products", e.record.getString("product"));
  } catch (_) {
    // no such product: the same words as for a hidden one
    product = null;
  }
  if (!product || product.getBool("hidden")) refuse("This product is no longer in the shop.");
  else if (!product.getBool("outOfStock")) refuse(IN_STOCK);
  const user = e.auth && e.auth.collection().name === "users" ? e.auth.id : "";
  let email = "";
  if (!user) {
    const verdict = shared.checkGuestAlert(body);
    email = String(require(`${__hooks}/lib/validate.js`).valuesOrThrow(verdict).email);
  }
  const who = shared.alertWho(user, email);
  const waiting = e.app.findRecordsByFilter(
    "stockalerts",
    "product = {:product} && who = {:who} && status = 'waiting'",
    "",
    1,
    0,
    { product: e.record.getString("product"), who },
  );
  // asked before: still one row; a guest's token stays with the device that first asked
  const earlier = waiting[0];
  if (earlier) return e.json(200, { id: user ? earlier.id : "", token: "", set: true });
  const row = new Record(e.collection);
  row.set("product", e.record.getString("product"));
  row.set("user", user);
  row.set("email", email);
  row.set("who", who);
  row.set("token", user ? "" : $security.randomString(40));
  row.set("language", shared.alertLanguage(body.language));
  row.set("channel", user ? shared.alertChannel(body.channel) : "email");
  row.set("status", "waiting");
  e.app.save(row);
  return e.json(200, { id: row.id, token: row.getString("token"), set: true });
}

/**
 * Whether shoppers can buy `product`: in stock and not hidden.
 * @param {core.Record} product
 */
function available(product) {
  return !product.getBool("outOfStock") && !product.getBool("hidden");
}

/**
 * Sends each waiting row's notice once `product` became available; `wasAvailable` is
 * `available` of the record before this save.
 * @param {CoreApp} app
 * @param {core.Record} product
 * @param {boolean} wasAvailable
 */
function noticeRestock(app, product, wasAvailable) {
  if (wasAvailable || !available(product)) return;
  const notices = require(`${__hooks}/lib/stock-notices.js`);
  const storedDate = require(`${__hooks}/lib/shared.js`).storedDate;
  for (;;) {
    const rows = app.findRecordsByFilter(
      "stockalerts",
      "product = {:product} && status = 'waiting'",
      "created",
      200,
      0,
      { product: product.id },
    );
    for (const row of rows) {
      row.set("status", "sent");
      row.set("sentAt", storedDate(Date.now()));
      app.save(row);
      notices.tell(app, product, row);
    }
    if (rows.length < 200) return;
  }
}

module.exports = { subscribe, available, noticeRestock };
