// The app's own pages and files: one route, GET /{path...}, in place of PocketBase's --publicDir
// route (which it registers only when no such route exists).
//
// Why a route and not routerUse: a JS middleware bound to the whole router also wraps every
// /api/realtime connection, and holds a JS VM from PocketBase's pool (or a fresh one-off VM
// when the pool is busy) for as long as the connection stays open: about 300 KB a VM, four
// middlewares, so 1.2 MB per idle subscriber. Realtime, the API and the dashboard therefore
// run with no JS middleware at all; what the API needs is done in record hooks
// (api-limits.pb.js), and the one router-wide middleware is PocketBase's own native body limit
// (body-limits.pb.js).
//
// On this route: security headers (a strict Content-Security-Policy: scripts only from our
// origin, no framing), gzip, a year of caching for Vite's content-hashed /assets/ (the same for
// every origin, so they do not vary by it), home.html (the static shell that also draws the
// hero) for / and /home, and the first screen of the products, search, cart and product pages
// drawn into the static shell (lib/page-shell.js).
// A page is served in the shopper's language (lib/app-delivery.js pageLanguage: the `lang`
// cookie, else Accept-Language), so it says `Vary: Cookie, Accept-Language`.

(() => {
  const dir = require(`${__hooks}/lib/app-delivery.js`).publicDir();
  if (!dir) return;
  routerAdd(
    "GET",
    "/{path...}",
    $apis.static(dir, true),
    $apis.gzip(),
    new Middleware((e) => {
      const delivery = require(`${__hooks}/lib/app-delivery.js`);
      delivery.setAppHeaders(e);
      const path = e.request.url.path;
      // The service worker script must always be revalidated so updates are noticed.
      if (path === "/sw.js") e.response.header().set("Cache-Control", "no-cache");
      if (path.startsWith("/assets/")) {
        const headers = e.response.header();
        headers.set("Cache-Control", "public, max-age=31536000, immutable");
        // PocketBase's CORS middleware says `Vary: Origin` on every answer. A page's module
        // scripts are asked for with an Origin header and the service worker's precache without
        // one, so that Vary kept the worker from the copy the page had just downloaded: a first
        // visit fetched every script twice. A hashed file is the same for every origin, and
        // `set` replaces every value the header had.
        headers.set("Vary", "Accept-Encoding");
      }
      // The owner's and staff's side is nobody's search result (robots.txt disallows it too).
      if (path === "/admin" || path.startsWith("/admin/")) {
        e.response.header().set("X-Robots-Tag", "noindex, nofollow");
      }
      if (!delivery.isPage(path)) return e.next();
      e.response.header().add("Vary", "Cookie, Accept-Language");
      const language = delivery.pageLanguage(e);
      const page = path === "/" || path === "/home" ? "home.html" : "index.html";
      // the static handler answers any other route of the app with index.html itself
      if (page === "home.html" || language !== "en") {
        e.request.setPathValue("path", delivery.shellFile(page, language));
      }
      const html = require(`${__hooks}/lib/page-shell.js`).render(
        e,
        delivery.publicDir(),
        language,
      );
      if (html) return e.html(200, html);
      return e.next();
    }),
  );
})();
