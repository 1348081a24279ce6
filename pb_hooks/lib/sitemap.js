/** Static, indexable screens of the storefront (no cart, checkout, profile or sign-in pages). */
const STATIC_PATHS = ["/home", "/products", "/about", "/contact", "/custom-request", "/faq"];

/**
 * Private or per-visitor screens and the backend's own paths: never worth indexing. The cart
 * may be crawled (not listed in the sitemap): every visitor gets the same page from the
 * server (lib/page-shell.js), its lines live on the device.
 */
const DISALLOWED_PATHS = [
  "/api/",
  "/_/",
  "/checkout",
  "/profile",
  "/login",
  "/register",
  "/reset-password",
  "/order-success",
  "/admin",
];

const { escapeHtml } = require(`${__hooks}/lib/markup.js`);

/**
 * The shop's public origin: APP_URL, which the start command applies to PocketBase's app URL
 * (settings.pb.js). Never the request's Host or X-Forwarded-* headers, which any client forges.
 */
function shopOrigin(app) {
  return app.settings().meta.appURL.replace(/\/+$/, "");
}

function urlEntry(loc, lastmod) {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/**
 * Builds the sitemap from the live catalogue: every product whose category and subcategory
 * are enabled and that is not hidden, linked the way the app shares products (/product-details?id=...).
 */
function buildSitemap(app, origin) {
  const products = app.findRecordsByFilter(
    "products",
    "hidden = false && category.isEnabled = true && subcategory.isEnabled = true",
    "name",
    0,
    0,
  );
  const entries = STATIC_PATHS.map((path) => urlEntry(origin + path, ""));
  entries.push(urlEntry(`${origin}/doc?query=tac`, ""));
  entries.push(urlEntry(`${origin}/doc?query=privacy`, ""));
  for (const product of products) {
    // PocketBase dates read "2026-11-22 09:00:00.000Z"; the sitemap wants the W3C date part.
    const updated = product.getDateTime("updated").string().slice(0, 10);
    entries.push(urlEntry(`${origin}/product-details?id=${product.id}`, updated));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Same rules as public/robots.txt, plus the absolute sitemap URL crawlers require. */
function buildRobots(origin) {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

module.exports = { buildSitemap, buildRobots, shopOrigin };
