// Limits on signing in and on mailed codes, for every caller (lib/auth-limits.js,
// lib/rate-limits.js; docs/operations.md, "Limits an attacker meets"):
// - with SUPERUSER_IPS, a superuser's password, code or reset request from another address is
//   refused with one answer before anything is checked;
// - an IPv6 client is counted by its /64 in the rate limits, on top of PocketBase's limiter,
//   which counts each address (creates and every sign-in step);
// - one-time codes are mailed to an account at most once every two minutes, five an hour.
//
// They run before every other hook of their events (lowest priority first), so a refusal
// comes before a password is checked, a lock counted or a transaction opened. A handler bound
// this way answers with the error it returns (one it throws would be a 500).

(() => {
  const bindFirst = (hook, id, func) => hook.bind({ id, priority: -1001, func });
  const limited = (action, checkAddress) => (e) => {
    const limits = require(`${__hooks}/lib/auth-limits.js`);
    const refusal =
      (checkAddress && limits.superuserAddressRefusal(e)) ||
      require(`${__hooks}/lib/rate-limits.js`).ipv6Refusal(e, action);
    return refusal || e.next();
  };
  bindFirst($app.onRecordCreateRequest(), "shopIpv6Create", limited("create", false));
  bindFirst(
    $app.onRecordAuthWithPasswordRequest(),
    "shopSignIn",
    limited("authWithPassword", true),
  );
  bindFirst($app.onRecordAuthWithOTPRequest(), "shopSignInOtp", limited("auth", true));
  bindFirst($app.onRecordAuthWithOAuth2Request(), "shopSignInOAuth2", limited("auth", true));
  bindFirst($app.onRecordAuthRefreshRequest(), "shopAuthRefresh", limited("authRefresh", false));
  bindFirst(
    $app.onRecordRequestPasswordResetRequest(),
    "shopPasswordReset",
    limited("requestPasswordReset", true),
  );
  bindFirst(
    $app.onRecordConfirmPasswordResetRequest(),
    "shopConfirmReset",
    limited("confirmPasswordReset", false),
  );
  bindFirst(
    $app.onRecordRequestVerificationRequest(),
    "shopVerification",
    limited("requestVerification", false),
  );
  bindFirst(
    $app.onRecordRequestEmailChangeRequest(),
    "shopEmailChange",
    limited("requestEmailChange", false),
  );
  bindFirst($app.onRecordRequestOTPRequest(), "shopRequestOtp", (e) => {
    const limits = require(`${__hooks}/lib/auth-limits.js`);
    const refusal =
      limits.superuserAddressRefusal(e) ||
      require(`${__hooks}/lib/rate-limits.js`).ipv6Refusal(e, "requestOTP");
    if (refusal) return refusal;
    if (limits.answeredWithLastCode(e)) return;
    return e.next();
  });
})();
