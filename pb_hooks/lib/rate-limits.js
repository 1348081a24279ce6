// The shop's limits, one table (docs/decisions/0009-limits-hold-for-every-caller.md). Rate limits
// count requests per client IP for every caller (audience "": guests, customers and superusers
// alike); per-account limits count what one signed-in account stored in the last hour.
//
// SHOP_TEST_RELAXED_LIMITS=1 multiplies every one of them by 1,000. It exists for the test
// suite only, whose thousands of requests all come from 127.0.0.1; tests/integration/
// hostile-input.test.ts starts servers without it and proves the real limits hold.

const RATE_LIMITS = [
  { label: "*:authWithPassword", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:auth", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:authRefresh", audience: "", duration: 60, maxRequests: 30 },
  { label: "*:requestPasswordReset", audience: "", duration: 3600, maxRequests: 5 },
  { label: "*:confirmPasswordReset", audience: "", duration: 3600, maxRequests: 10 },
  { label: "*:requestVerification", audience: "", duration: 3600, maxRequests: 5 },
  { label: "*:requestOTP", audience: "", duration: 3600, maxRequests: 5 },
  { label: "*:requestEmailChange", audience: "", duration: 3600, maxRequests: 5 },
  { label: "users:create", audience: "", duration: 3600, maxRequests: 10 },
  { label: "orders:create", audience: "", duration: 3600, maxRequests: 30 },
  { label: "inquiries:create", audience: "", duration: 3600, maxRequests: 20 },
  { label: "customorders:create", audience: "", duration: 3600, maxRequests: 20 },
  { label: "paymentslips:create", audience: "", duration: 3600, maxRequests: 30 },
  // the shop's own steps on orders (/admin): a busy day's work, not a stolen token's flood
  { label: "orderactions:create", audience: "", duration: 3600, maxRequests: 600 },
  // orders the shop enters for customers (shop-orders.pb.js), as busy as its other steps
  { label: "POST /api/shop/orders", audience: "", duration: 3600, maxRequests: 600 },
  // follow links: a customer opens theirs a few times; nobody may try secrets in bulk
  { label: "GET /api/shop/follow/", audience: "", duration: 60, maxRequests: 20 },
  // a quote's link (quotes.pb.js): opened a few times by its customer, never tried in bulk
  { label: "POST /api/shop/quotes/claim", audience: "", duration: 60, maxRequests: 20 },
  // a device's push subscription, sent again at each app start (push.pb.js)
  { label: "pushsubscriptions:create", audience: "", duration: 3600, maxRequests: 60 },
  // "Tell me when it's back" (stock-alerts.pb.js): a guest form like the contact form
  { label: "stockalerts:create", audience: "", duration: 3600, maxRequests: 20 },
];

/**
 * Records one signed-in account may store per hour, and what it is told past that.
 * @type {{ [collection: string]: { max: number, message: string } }}
 */
const PER_ACCOUNT_PER_HOUR = {
  orders: {
    max: 10,
    message: "You have placed many orders in the last hour. Please wait a while and try again.",
  },
  inquiries: {
    max: 10,
    message: "You have sent many messages in the last hour. Please wait a while and try again.",
  },
  customorders: {
    max: 10,
    message: "You have sent many requests in the last hour. Please wait a while and try again.",
  },
  paymentslips: {
    max: 10,
    message:
      "You have sent many payment slips in the last hour. Please wait a while and try again.",
  },
};

function relaxed() {
  return $os.getenv("SHOP_TEST_RELAXED_LIMITS") === "1";
}

/** The rate-limit rules in force: the real ones, or the test suite's relaxed copy. */
function rateLimitRules() {
  const factor = relaxed() ? 1000 : 1;
  return RATE_LIMITS.map((rule) =>
    Object.assign({}, rule, { maxRequests: rule.maxRequests * factor }),
  );
}

/**
 * Throws 429 when the signed-in account already stored its hourly share of `collection`.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} userId
 */
function refuseFlood(app, collection, userId) {
  const limit = PER_ACCOUNT_PER_HOUR[collection];
  if (!limit || !userId) return;
  const max = limit.max * (relaxed() ? 1000 : 1);
  const { storedDate } = require(`${__hooks}/lib/shared.js`);
  const since = storedDate(Date.now() - 3600 * 1000);
  const stored = app.countRecords(
    collection,
    $dbx.exp("user = {:user} AND created > {:since}", { user: userId, since }),
  );
  if (stored >= max) throw new TooManyRequestsError(limit.message);
}

/**
 * Counts one request under `key` in `rule`'s window (a fixed window in the app's memory store,
 * as PocketBase's limiter keeps its own); true once the window holds more than the rule allows.
 * @param {CoreApp} app
 * @param {string} key
 * @param {{ duration: number, maxRequests: number }} rule
 */
function overLimit(app, key, rule) {
  const store = app.store();
  const now = Date.now();
  const [start = 0, count = 0] = String(store.get(key) || "0:0")
    .split(":")
    .map(Number);
  const fresh = now - start >= rule.duration * 1000;
  const next = fresh ? [now, 1] : [start, count + 1];
  store.set(key, next.join(":"));
  return (next[1] ?? 0) > rule.maxRequests;
}

/**
 * PocketBase's limiter lets every request carrying a superuser token through; the password
 * sign-in limit holds for those too, counted here per address (an IPv6 one by its /64) in the
 * same window (the limiter's own count never sees them, so nobody is counted twice).
 * @param {core.RequestEvent} e
 */
function refuseSuperuserTokenSignIns(e) {
  if (!e.hasSuperuserAuth()) return;
  const rule = rateLimitRules().find((r) => r.label === "*:authWithPassword");
  if (!rule) throw new Error("RATE_LIMITS has no *:authWithPassword rule");
  const ip = require(`${__hooks}/lib/shared.js`).addressKey(e.realIP());
  if (overLimit(e.app, `signin.superuserToken.${ip}`, rule)) {
    throw new TooManyRequestsError("Too many requests.");
  }
}

/**
 * PocketBase's limiter counts each address on its own, and one IPv6 customer line has a whole
 * /64 of them: for an IPv6 client the same rule (`collection:action`, else `*:action`) is
 * counted again here for its /64. Returns the 429 to answer, or null. Superusers pass, as
 * they pass PocketBase's limiter.
 * @param {core.RecordRequestEvent} e
 * @param {string} action
 */
function ipv6Refusal(e, action) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const ip = e.realIP();
  if (!shared.isRemoteIpv6(ip) || e.hasSuperuserAuth()) return null;
  const rules = rateLimitRules();
  const rule =
    rules.find((r) => r.label === `${e.collection.name}:${action}`) ||
    rules.find((r) => r.label === `*:${action}`);
  if (!rule) return null;
  if (!overLimit(e.app, `rate.${rule.label}.${shared.addressKey(ip)}`, rule)) return null;
  return new TooManyRequestsError("Too many requests.");
}

module.exports = {
  rateLimitRules,
  refuseFlood,
  refuseSuperuserTokenSignIns,
  ipv6Refusal,
  RATE_LIMITS,
  PER_ACCOUNT_PER_HOUR,
};
