// Sign-in limits that PocketBase's own do not cover (address-limits.pb.js; docs/operations.md,
// "Limits an attacker meets").

/** How long a mailed one-time code is answered again instead of mailing a new one. */
const OTP_RESEND_MS = 2 * 60 * 1000;
/** The most one-time codes mailed to one account in an hour. */
const OTP_PER_HOUR = 5;

/**
 * With an allow-list of superuser addresses (SUPERUSER_IPS), a superuser sign-in step from any
 * other address gets this one answer before a password or code is looked at, so the answer
 * never says whether the password was right. Returns the 403, or null.
 */
function superuserAddressRefusal(e) {
  if (e.collection.name !== "_superusers") return null;
  const allowed = [];
  for (const entry of e.app.settings().superuserIPs || []) allowed.push(String(entry));
  if (allowed.length === 0) return null;
  const shared = require(`${__hooks}/lib/shared.js`);
  if (shared.addressAllowed(e.realIP(), allowed)) return null;
  return new ForbiddenError("Superusers cannot sign in from this address.");
}

/**
 * One-time codes are mailed to an account at most once every two minutes and five times an
 * hour, as password-reset links are limited per account: a request within those limits
 * answers the last code's id again and mails nothing, so flooding the form floods no mailbox.
 * Returns true when it answered.
 */
function answeredWithLastCode(e) {
  if (!e.record) return false; // PocketBase answers an unknown email with a made-up id
  const since = new Date(Date.now() - 3600 * 1000).toISOString().replace("T", " ");
  const codes = e.app.findRecordsByFilter(
    "_otps",
    "collectionRef = {:collection} && recordRef = {:record} && created > {:since}",
    "-created",
    OTP_PER_HOUR,
    0,
    { collection: e.collection.id, record: e.record.id, since },
  );
  const last = codes[0];
  if (!last) return false;
  const lastMs = last.getDateTime("created").unix() * 1000;
  if (Date.now() - lastMs >= OTP_RESEND_MS && codes.length < OTP_PER_HOUR) return false;
  e.json(200, { otpId: last.id });
  return true;
}

/**
 * Throws the allow-list's refusal (when `checkAddress`) or the IPv6 /64 rate limit's 429 for
 * the request step `action` (lib/rate-limits.js).
 */
function refuse(e, action, checkAddress) {
  const refusal =
    (checkAddress && superuserAddressRefusal(e)) ||
    require(`${__hooks}/lib/rate-limits.js`).ipv6Refusal(e, action);
  if (refusal) throw refusal;
}

module.exports = {
  refuse,
  superuserAddressRefusal,
  answeredWithLastCode,
  OTP_RESEND_MS,
  OTP_PER_HOUR,
};
