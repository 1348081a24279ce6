// Limits on signing in and on mailed codes, for every caller (lib/auth-limits.js,
// lib/rate-limits.js; docs/operations.md, "Limits an attacker meets"):
// - with SUPERUSER_IPS, a superuser's password, code or reset request from another address is
//   refused with one answer before anything is checked;
// - an IPv6 client is counted by its /64 in the rate limits, on top of PocketBase's limiter,
//   which counts each address (creates and every sign-in step);
// - one-time codes are mailed to an account at most once every two minutes, five an hour.
//
// Hook files load in no fixed order, so what must come first is called where it must: the
// password sign-in checks these at the top of auth.pb.js's handler, and a create refused here
// after another hook opened its transaction is still refused, as a 500.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "create", false);
  e.next();
});
onRecordAuthWithOTPRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "auth", true);
  e.next();
});
onRecordAuthWithOAuth2Request((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "auth", true);
  e.next();
});
onRecordAuthRefreshRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "authRefresh", false);
  e.next();
});
onRecordRequestPasswordResetRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "requestPasswordReset", true);
  e.next();
});
onRecordConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "confirmPasswordReset", false);
  e.next();
});
onRecordRequestVerificationRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "requestVerification", false);
  e.next();
});
onRecordRequestEmailChangeRequest((e) => {
  require(`${__hooks}/lib/auth-limits.js`).refuse(e, "requestEmailChange", false);
  e.next();
});
onRecordRequestOTPRequest((e) => {
  const limits = require(`${__hooks}/lib/auth-limits.js`);
  limits.refuse(e, "requestOTP", true);
  if (limits.answeredWithLastCode(e)) return;
  e.next();
});
