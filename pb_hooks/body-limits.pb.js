// Request bodies are refused before they are read (docs/decisions/0010-body-ceiling.md): a
// declared Content-Length above the ceiling answers 413 at once, and a body without one stops
// being read at the ceiling. Only PocketBase's native body limit does this (Go code, no JS VM),
// so realtime connections stay as cheap as stock PocketBase's (app-delivery.pb.js says why no
// JS middleware may wrap the whole router).
//
// - Every route: 1 MiB, bound under an id of our own ("shopBodyLimit"), so the limits that
//   PocketBase's record create and update routes set for themselves (32 MB and up, sized by
//   the collection's file fields) no longer replace it.
// - The few routes that must take more are registered by their exact path, which the router
//   prefers to PocketBase's `{collection}` pattern; each passes the request on to PocketBase's
//   own routes (lib/body-ceiling.js `passOn`): payment slips (customers, a 5 MiB file), custom
//   requests (anyone, 3 photos of 2 MiB), a refund's video (the owner, 50 MiB), product
//   writes (photos: superusers only; staff switching stock get the 1 MiB ceiling) and backup
//   uploads (superusers only, see npm run restore).
//   Anything else, a collection addressed by its id or in other capitals included, gets 1 MiB.

// First of all start-up work (lowest priority), before any of our routes exist: PocketBase's
// routes as they are, kept for passOn, then the ceiling for every route.
$app.onServe().bind({
  id: "shopBodyCeiling",
  priority: -99999,
  func: (/** @type {core.ServeEvent} */ e) => {
    const ceiling = require(`${__hooks}/lib/body-ceiling.js`);
    e.app.store().set(ceiling.POCKETBASE_ROUTES, e.router.buildMux());
    e.router.bind(ceiling.limit(ceiling.LIMIT_BYTES));
    return e.next();
  },
});

(() => {
  const ceiling = require(`${__hooks}/lib/body-ceiling.js`);
  const passOn = (/** @type {core.RequestEvent} */ e) =>
    require(`${__hooks}/lib/body-ceiling.js`).passOn(e);
  // the router's own 32 MB limit is off on these routes: PocketBase's route behind applies its own
  /**
   * @param {string} method
   * @param {string} path
   * @param {number} limitBytes
   * @param {...Middleware} guards
   */
  const route = (method, path, limitBytes, ...guards) =>
    routerAdd(
      method,
      path,
      passOn,
      ...guards,
      $apis.skipSuccessActivityLog(), // PocketBase's route behind logs the request
      $apis.bodyLimit(0),
      ceiling.limit(limitBytes),
    );

  route(
    "POST",
    "/api/collections/paymentslips/records",
    ceiling.SLIP_LIMIT_BYTES,
    $apis.requireAuth("users", "_superusers"),
  );
  // a custom request's photos: guests send them too, at the ceiling plus 3 photos when the
  // body is a file upload (lib/body-ceiling.js requestCeiling)
  route(
    "POST",
    "/api/collections/customorders/records",
    0,
    new Middleware((e) => require(`${__hooks}/lib/body-ceiling.js`).requestCeiling(e)),
  );
  // a refund's unboxing video: the owner's upload only (lib/body-ceiling.js actionCeiling)
  route(
    "POST",
    "/api/collections/orderactions/records",
    0,
    new Middleware((e) => require(`${__hooks}/lib/body-ceiling.js`).actionCeiling(e)),
  );
  route("POST", "/api/collections/products/records", 0, $apis.requireSuperuserAuth());
  // staff switch a product's stock here too: they get the ceiling (a JS middleware is fine on
  // a route that answers at once, unlike realtime)
  route(
    "PATCH",
    "/api/collections/products/records/{id}",
    0,
    new Middleware((e) => require(`${__hooks}/lib/body-ceiling.js`).ceilingUnlessSuperuser(e)),
  );
  // PocketBase's own /api/backups/upload gets the 1 MiB ceiling; this is the same upload
  routerAdd(
    "POST",
    "/api/shop/backups/upload",
    (e) => {
      e.request.url.path = "/api/backups/upload";
      require(`${__hooks}/lib/body-ceiling.js`).passOn(e);
    },
    $apis.requireSuperuserAuth(),
    $apis.skipSuccessActivityLog(),
    $apis.bodyLimit(0),
    ceiling.limit(0),
  );
})();
