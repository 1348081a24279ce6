/// <reference path="../pb_data/types.d.ts" />
// A product page opened from a link (a first visit, a search result, a shared link) has nothing
// to show until the app has loaded and synced the catalogue, and the product's photo is the
// page's largest content (Lighthouse LCP, 3.5 s on the mobile preset). Here the server draws
// the photo and the name into index.html's static shell, so they paint before any script runs;
// the app then replaces the shell as on every page. Products the visitor may not view through
// the API, and builds without index.html, get the ordinary shell.
// Priority 10: after the security headers and the gzip of static-delivery.pb.js.

routerUse(
  new Middleware(
    (e) => {
      if (e.request.method !== "GET" || e.request.url.path !== "/product-details") return e.next();
      const id = e.request.url.query().get("id");
      const html = id ? require(`${__hooks}/lib/product-shell.js`).render(e, id) : undefined;
      if (!html) return e.next();
      return e.html(200, html);
    },
    10,
    "productShell",
  ),
);
