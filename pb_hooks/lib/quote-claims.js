// A quote's secret link, for a request sent without an account
// (docs/decisions/0230-a-guests-quote-by-its-link.md). Whoever opens `/quote/TOKEN` signed in
// claims the quote: it becomes theirs only while it has no customer (the first claim wins, the
// same account may claim again), so from then on the ordinary rules of lib/quotes.js apply
// (only its customer reads, declines or accepts it). Guests and shop accounts never claim.

/** A new quote's secret (62^32, about 190 bits). */
function newToken() {
  const { QUOTE_TOKEN_LENGTH } = require(`${__hooks}/lib/shared.js`);
  return $security.randomString(QUOTE_TOKEN_LENGTH);
}

/**
 * The quote of `token`, made the caller's when it has no customer yet; refused in words to a
 * guest (401), a shop account (403), an unknown secret (404) and another's quote (403).
 * @param {CoreApp} app
 * @param {core.Record | null | undefined} auth
 * @param {string} token
 */
function claim(app, auth, token) {
  const shared = require(`${__hooks}/lib/shared.js`);
  if (!auth) throw new UnauthorizedError(shared.QUOTE_SIGN_IN);
  // staff and the owner open the link to check it; the quote stays the customer's to take
  if (auth.isSuperuser() || auth.collection().name !== "users") {
    throw new ForbiddenError(shared.QUOTE_SHOP_ACCOUNT);
  }
  if (!shared.QUOTE_TOKEN_PATTERN.test(token)) throw new NotFoundError(shared.QUOTE_NOT_FOUND);
  /** @type {core.Record | null} */
  let claimed = null;
  // the write lock first: two first claims at once are taken one after the other
  require(`${__hooks}/lib/transaction.js`).writeTransaction(app, (/** @type {CoreApp} */ txApp) => {
    let quote;
    try {
      quote = txApp.findFirstRecordByData("quotes", "token", token);
    } catch (_) {
      // no quote has this secret
      throw new NotFoundError(shared.QUOTE_NOT_FOUND);
    }
    const owner = quote.getString("user");
    if (owner && owner !== auth.id) throw new ForbiddenError(shared.QUOTE_TAKEN);
    if (!owner) {
      quote.set("user", auth.id);
      txApp.save(quote);
    }
    claimed = quote;
  });
  return claimed;
}

module.exports = { newToken, claim };
