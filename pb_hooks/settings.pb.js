/// <reference path="../pb_data/types.d.ts" />
// Applied at every start, so a release or the environment decides them, never a hand edit:
// - the rate-limit rules of lib/rate-limits.js (relaxed only for the test suite);
// - the name, address and sender PocketBase uses in its emails and links, from APP_NAME,
//   APP_URL and MAIL_SENDER (the start command passes APP_URL, default its local URL).

onBootstrap((e) => {
  e.next();
  const limits = require(`${__hooks}/lib/rate-limits.js`);
  const settings = e.app.settings();
  settings.rateLimits.enabled = true;
  settings.rateLimits.rules = limits.rateLimitRules();
  const appName = $os.getenv("APP_NAME");
  const appUrl = $os.getenv("APP_URL");
  const sender = $os.getenv("MAIL_SENDER");
  if (appName) settings.meta.appName = appName;
  if (appUrl) settings.meta.appURL = appUrl.replace(/\/+$/, "");
  if (sender) {
    settings.meta.senderAddress = sender;
    settings.meta.senderName = settings.meta.appName;
  }
  e.app.save(settings);
});
