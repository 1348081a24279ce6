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
    // PocketBase 0.40.4's own rules (read from a bare server), switched off as they were.
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.rateLimits.rules = [
      { label: "*:auth", audience: "", duration: 3, maxRequests: 2 },
      { label: "*:create", audience: "", duration: 5, maxRequests: 20 },
      { label: "/api/batch", audience: "", duration: 1, maxRequests: 3 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ];
    app.save(settings);
  },
);
