// The one "back in stock" notice a waiting shopper gets (lib/stock-alerts.js): a push to a
// customer who asked for one and has a device that takes pushes, else a mail to the account's
// or the guest's address; in the customer's account language, else the language they asked in.
// Both go through the queues (lib/mail.js, lib/push-queue.js), off the owner's request.

const { BACK_IN_STOCK, customerTexts, productPath } = require(`${__hooks}/lib/shared.js`);

/**
 * The product's name in `language`: the owner's Sinhala or Tamil one where written.
 * @param {core.Record} product
 * @param {string} language
 */
function nameIn(product, language) {
  const own = language === "si" ? "nameSi" : language === "ta" ? "nameTa" : "";
  return (own && product.getString(own)) || product.getString("name");
}

/**
 * Who to tell and how: the account (its email, language, push devices) or the guest's address.
 * @param {CoreApp} app
 * @param {core.Record} row
 */
function recipient(app, row) {
  const userId = row.getString("user");
  if (!userId)
    return {
      userId: "",
      email: row.getString("email"),
      language: row.getString("language"),
      push: false,
    };
  try {
    const user = app.findRecordById("users", userId);
    const devices =
      row.getString("channel") === "push"
        ? app.countRecords("pushsubscriptions", $dbx.hashExp({ user: userId }))
        : 0;
    return {
      userId,
      email: user.email(),
      language: user.getString("language") || row.getString("language"),
      push: devices > 0,
    };
  } catch (_) {
    // the account is gone (its rows go with it): nobody to tell
    return null;
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record} product
 * @param {core.Record} row
 */
function tell(app, product, row) {
  const to = recipient(app, row);
  if (!to) return;
  const say = customerTexts(to.language);
  const path = productPath({ id: product.id, handle: product.getString("handle") });
  const title = say(BACK_IN_STOCK.title, { name: nameIn(product, to.language) });
  if (to.push) {
    const message = { title, body: say(BACK_IN_STOCK.body), url: path, tag: `stock-${product.id}` };
    require(`${__hooks}/lib/push-queue.js`).toCustomer(app, to.userId, message);
    return;
  }
  const base = (app.settings().meta.appURL || "").replace(/\/+$/, "");
  require(`${__hooks}/lib/mail.js`).queue(app, to.email, title, [
    { p: say(BACK_IN_STOCK.body) },
    { link: [say(BACK_IN_STOCK.open), `${base}${path}`] },
    { p: say(BACK_IN_STOCK.why) },
  ]);
}

module.exports = { tell };
