// PocketBase's own multi-factor sign-in for superusers (docs/operations.md),
// off unless asked for, applied at every start like oauth.pb.js:
//
//   SUPERUSER_MFA=1 npm start    the password and a one-time code mailed to the superuser
//   SUPERUSER_MFA=0 npm start    the password alone (unset: as stored, off unless turned on)
//
// The code goes by mail, so it is turned on only with mail set up (SMTP_HOST, or the dashboard's
// mail settings); otherwise a warning says why it stayed off. It applies to sign-ins from other
// machines: the commands on the shop's own (the backup timer, npm run backup, import, restore)
// connect to 127.0.0.1 and sign in with the password. A signed-in code also lifts the account's
// sign-in locks (auth.pb.js).

onBootstrap((e) => {
  e.next();
  const wanted = $os.getenv("SUPERUSER_MFA");
  if (wanted !== "1" && wanted !== "0") return;
  const superusers = e.app.findCollectionByNameOrId("_superusers");
  let on = wanted === "1";
  // mail.pb.js applies SMTP_HOST in a start-up hook of its own, maybe after this one
  const mail = e.app.settings().smtp.enabled || Boolean($os.getenv("SMTP_HOST"));
  if (on && !mail) {
    // npm start says so on its own output too
    e.app.logger().warn("SUPERUSER_MFA=1 needs mail (SMTP_HOST): superuser MFA stays off");
    on = false;
  }
  superusers.otp.enabled = on;
  superusers.mfa.enabled = on;
  e.app.save(superusers);
});

// The commands on the shop's own machine sign in with the password alone: their client address
// is loopback. Through the proxy every client has its own address (TRUSTED_PROXY_HEADERS, read
// from the right, so nobody outside can claim 127.0.0.1). An empty method skips PocketBase's MFA.
onRecordAuthRequest((e) => {
  const ip = e.realIP();
  if (e.authMethod === "password" && (ip === "::1" || ip.startsWith("127."))) e.authMethod = "";
  e.next();
}, "_superusers");
