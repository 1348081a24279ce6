// GET /sitemap.xml: built from the catalogue on every request, so it is always current
// (a product added, disabled or deleted shows up at once) without a build step or cron.

routerAdd("GET", "/sitemap.xml", (e) => {
  const sitemap = require(`${__hooks}/lib/sitemap.js`);
  require(`${__hooks}/lib/app-delivery.js`).setAppHeaders(e);
  const xml = sitemap.buildSitemap(e.app, sitemap.shopOrigin(e.app));
  e.response.header().set("Content-Type", "application/xml; charset=utf-8");
  // Short cache: crawlers may reuse it briefly; catalogue edits still appear within minutes.
  e.response.header().set("Cache-Control", "public, max-age=300");
  return e.string(200, xml);
});

// Served here rather than from public/ because the Sitemap line must be an absolute URL on
// the shop's configured origin (APP_URL). public/robots.txt covers the dev server.
routerAdd("GET", "/robots.txt", (e) => {
  const sitemap = require(`${__hooks}/lib/sitemap.js`);
  require(`${__hooks}/lib/app-delivery.js`).setAppHeaders(e);
  e.response.header().set("Content-Type", "text/plain; charset=utf-8");
  return e.string(200, sitemap.buildRobots(sitemap.shopOrigin(e.app)));
});
