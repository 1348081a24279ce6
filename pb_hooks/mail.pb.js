// PocketBase's SMTP settings come from the environment at every start (docs/operations.md),
// so a password never lives in a migration or in git:
//
//   SMTP_HOST=smtp.example.com SMTP_PORT=587 SMTP_USERNAME=... SMTP_PASSWORD=... SMTP_TLS=false
//
// SMTP_TLS=true means implicit TLS (usually port 465); otherwise STARTTLS is used when the
// server offers it. Without SMTP_HOST the stored mail settings are left as they are (off
// unless set in the dashboard); while SMTP is off, lib/mail.js sends nothing.
// The sender address is MAIL_SENDER (settings.pb.js); the shop's inbox for alerts SHOP_EMAIL.

onBootstrap((e) => {
  e.next();
  const host = $os.getenv("SMTP_HOST");
  if (!host) return;
  const settings = e.app.settings();
  const tls = ($os.getenv("SMTP_TLS") || "").toLowerCase();
  settings.smtp.enabled = true;
  settings.smtp.host = host;
  settings.smtp.port = Number($os.getenv("SMTP_PORT") || 587);
  settings.smtp.username = $os.getenv("SMTP_USERNAME");
  settings.smtp.password = $os.getenv("SMTP_PASSWORD");
  settings.smtp.tls = tls === "true" || tls === "1";
  e.app.save(settings);
});

// The mail worker (lib/mail.js `work`): each minute's run sends what is due every 2 seconds for
// 55 seconds, so a mail leaves a few seconds after the order, slip or status change that queued
// it (up to a minute after a restart), and never inside that request.
cronAdd("shop-mail-queue", "* * * * *", () => {
  require(`${__hooks}/lib/mail.js`).work($app, 55 * 1000, 2000);
});

// PocketBase's "new sign-in" alert goes to customers whose address is verified (Google, or a
// completed password reset) and to superusers: an account made with a stranger's address must
// not be a way to mail the stranger at each sign-in (docs/operations.md).
onMailerRecordAuthAlertSend((e) => {
  if (e.record.collection().name === "users" && !e.record.verified()) return;
  e.next();
});
