// A new quote, told to its customer by push and mail in the language of their account
// (users.language), with a link to the quote in their profile. A request sent without an
// account has no one to tell here: the shop sends the quote's link on WhatsApp from /admin
// (lib/quote-claims.js).

/**
 * The customer's page for a quote: the profile with that quote open.
 * @param {string} id
 */
function quoteUrl(id) {
  return `/profile?quote=${encodeURIComponent(id)}`;
}

/**
 * @param {CoreApp} app
 * @param {core.Record} quote
 */
function quoteSent(app, quote) {
  const userId = quote.getString("user");
  if (!userId) return;
  let user;
  try {
    user = app.findRecordById("users", userId);
  } catch (_) {
    // the account is gone: nobody to tell
    return;
  }
  const { customerTexts, lkrIn, QUOTE_TEXTS, sriLankaDateTime } = require(
    `${__hooks}/lib/shared.js`,
  );
  const language = user.getString("language");
  const say = customerTexts(language);
  const item = quote.getString("item");
  const price = lkrIn(
    language === "si" || language === "ta" ? language : "en",
    quote.getFloat("price"),
  );
  const date = sriLankaDateTime(quote.getString("validUntil")).slice(0, 10);
  const title = say(QUOTE_TEXTS.title, { item });
  const url = quoteUrl(quote.id);
  require(`${__hooks}/lib/push-queue.js`).toCustomer(app, userId, {
    title,
    body: say(QUOTE_TEXTS.body, { price, date }),
    url,
    tag: `quote-${quote.id}`,
  });
  const note = quote.getString("note");
  const base = (app.settings().meta.appURL || "").replace(/\/+$/, "");
  require(`${__hooks}/lib/mail.js`).queue(app, user.email(), title, [
    { p: say(QUOTE_TEXTS.intro) },
    {
      pairs: [
        [say(QUOTE_TEXTS.item), item],
        [say(QUOTE_TEXTS.price), price],
        [say(QUOTE_TEXTS.validUntil), date],
      ],
    },
    ...(note ? [{ p: note }] : []),
    { p: say(QUOTE_TEXTS.delivery) },
    { link: [say(QUOTE_TEXTS.open), `${base}${url}`] },
  ]);
}

module.exports = { quoteSent, quoteUrl };
