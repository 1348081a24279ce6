// Applied at every start, so a release or the environment decides them, never a hand edit:
// - the rate-limit rules of lib/rate-limits.js (relaxed only for the test suite);
// - the name, address and sender PocketBase uses in its emails and links, from APP_NAME,
//   APP_URL and MAIL_SENDER (the start command passes APP_URL, default its local URL);
// - the client IP behind a reverse proxy: TRUSTED_PROXY_HEADERS (e.g. "X-Forwarded-For") names
//   the headers that carry it, read from the right, so the proxy's own entry wins over anything
//   a client wrote; unset, the direct peer is the client and such headers are ignored. The shop
//   listens on 127.0.0.1 only, so the only peer that can send them is the local proxy;
// - the addresses superusers may sign in and act from: SUPERUSER_IPS (e.g. "203.0.113.7,
//   198.51.100.0/24", loopback added for the commands on this machine); unset, as stored
//   (anywhere, unless set in the dashboard).

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
  const proxyHeaders = ($os.getenv("TRUSTED_PROXY_HEADERS") || "")
    .split(",")
    .map((header) => header.trim())
    .filter(Boolean);
  settings.trustedProxy.headers = proxyHeaders;
  settings.trustedProxy.useLeftmostIP = false;
  const superuserIPs = ($os.getenv("SUPERUSER_IPS") || "")
    .split(",")
    .map((ip) => ip.trim())
    .filter(Boolean);
  // the commands on this machine (backups, import, restore) sign in from loopback
  if (superuserIPs.length) settings.superuserIPs = superuserIPs.concat(["127.0.0.1", "::1"]);
  if (sender) {
    settings.meta.senderAddress = sender;
    settings.meta.senderName = settings.meta.appName;
  }
  e.app.save(settings);
});
