/// <reference path="../pb_data/types.d.ts" />
// How the app's own files travel (issue 7, Lighthouse). PocketBase serves the public dir
// uncompressed and without caching headers; on the mobile preset's slow 4G that alone cost
// about 1.8 s of LCP. App files are gzipped, and Vite's content-hashed /assets/ files are
// cached for a year (a new build gets new names). Of the API only record reads are gzipped:
// a first visit's sync reads the catalogue in 500-record pages of JSON (about 50 KB for the
// demo catalogue, 8 KB gzipped) before a product page can show its photo. Realtime is a
// stream and stays as it is.

routerUse((e) => {
  const path = e.request.url.path;
  // inside the handler: PocketBase runs handlers without the file's top-level scope
  const recordRead = /^\/api\/collections\/[^/]+\/records(\/[^/]+)?$/;
  if (e.request.method === "GET" && recordRead.test(path)) return $apis.gzip().func(e);
  if (path.startsWith("/api/") || path === "/_" || path.startsWith("/_/")) return e.next();
  // The home page gets home.html: the same app, its static shell also drawing the hero
  // (vite.config.ts). Without that file (no build yet) the SPA fallback serves index.html.
  if (e.request.method === "GET" && (path === "/" || path === "/home")) {
    e.request.setPathValue("path", "home.html");
  }
  if (path.startsWith("/assets/")) {
    e.response.header().set("Cache-Control", "public, max-age=31536000, immutable");
  }
  return $apis.gzip().func(e);
});
