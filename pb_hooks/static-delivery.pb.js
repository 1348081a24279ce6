/// <reference path="../pb_data/types.d.ts" />
// How the app's own files travel (issue 7, Lighthouse). PocketBase serves the public dir
// uncompressed and without caching headers; on the mobile preset's slow 4G that alone cost
// about 1.8 s of LCP. App files are gzipped, and Vite's content-hashed /assets/ files are
// cached for a year (a new build gets new names). The API is left as it is: realtime is a
// stream, and its JSON is read by the sync engine in pages.

routerUse((e) => {
  const path = e.request.url.path;
  if (path.startsWith("/api/") || path === "/_" || path.startsWith("/_/")) return e.next();
  if (path.startsWith("/assets/")) {
    e.response.header().set("Cache-Control", "public, max-age=31536000, immutable");
  }
  return $apis.gzip().func(e);
});
