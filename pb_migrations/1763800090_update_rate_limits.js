/// <reference path="../pb_data/types.d.ts" />
// Turns on PocketBase's rate limiter (off by default). Rules are per client IP; the most
// specific label wins. Guests get a ceiling on creates (contact, custom order, register) and
// on sign-in attempts; the limits leave room for a busy household behind one IP and for our
// own integration tests, which all come from 127.0.0.1. Signed-in users and superusers
// (seeding, the dashboard) are not limited.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: "*:auth", audience: "@guest", duration: 10, maxRequests: 60 },
      { label: "*:create", audience: "@guest", duration: 10, maxRequests: 60 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);
