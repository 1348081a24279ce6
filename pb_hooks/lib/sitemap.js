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
  "/quote/",
  "/admin",
];

const { escapeHtml } = require(`${__hooks}/lib/markup.js`);

/**
 * The shop's public origin: APP_URL, which the start command applies to PocketBase's app URL
 * (settings.pb.js). Never the request's Host or X-Forwarded-* headers, which any client forges.
 * @param {CoreApp} app
 * @returns {string}
 */
function shopOrigin(app) {
  return app.settings().meta.appURL.replace(/\/+$/, "");
}

/**
 * One page's entry, with its photos (Google's image sitemap extension).
 * @param {string} loc
 * @param {string} lastmod
 * @param {string[]} [images]
 */
function urlEntry(loc, lastmod, images) {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  const photos = (images || [])
    .map((image) => `<image:image><image:loc>${escapeHtml(image)}</image:loc></image:image>`)
    .join("");
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}${photos}</url>`;
}

/**
 * Builds the sitemap from the live catalogue: the enabled categories' pages and every product
 * whose category and subcategory are enabled and that is not hidden, at its canonical link
 * (/p/HANDLE, else /product-details?id=...) with its photos as link previews show them
 * (src/shared/page-head.ts).
 * @param {CoreApp} app
 * @param {string} origin
 */
function buildSitemap(app, origin) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const { productImages } = require(`${__hooks}/lib/page-head.js`);
  const categories = app.findRecordsByFilter("categories", "isEnabled = true", "priority", 0, 0);
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
  for (const category of categories) {
    entries.push(urlEntry(`${origin}/products?category=${category.id}`, ""));
  }
  for (const product of products) {
    // PocketBase dates read "2026-11-22 09:00:00.000Z"; the sitemap wants the W3C date part.
    const updated = product.getDateTime("updated").string().slice(0, 10);
    const path = shared.productPath({ id: product.id, handle: product.getString("handle") });
    const images = productImages(product).map((/** @type {string} */ image) =>
      shared.absoluteUrl(origin, shared.previewImageSrc(image)),
    );
    entries.push(urlEntry(origin + path, updated, images));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Same rules as public/robots.txt, plus the absolute sitemap URL crawlers require.
 * @param {string} origin
 */
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
