// The owner's price changes for many products at once (docs/owner-guide.md, "Price changes"),
// for superusers only; the computation is src/shared/bulk-prices.ts:
//   GET  /api/shop/admin/prices/brands    the brands in the catalogue
//   POST /api/shop/admin/prices/preview   {brand, category, kind, amount, rounding} → rows
//   POST /api/shop/admin/prices/apply     the same, applied in one transaction → {id, count}
//   GET  /api/shop/admin/prices/last      the newest change that Undo would take back
//   POST /api/shop/admin/prices/undo      puts its old prices back in one transaction

routerAdd(
  "GET",
  "/api/shop/admin/prices/brands",
  (e) => e.json(200, { brands: require(`${__hooks}/lib/bulk-prices.js`).brands(e.app) }),
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "POST",
  "/api/shop/admin/prices/preview",
  (e) => {
    const bulk = require(`${__hooks}/lib/bulk-prices.js`);
    const change = bulk.readChange(e.requestInfo().body);
    return e.json(200, { rows: bulk.preview(e.app, change) });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "POST",
  "/api/shop/admin/prices/apply",
  (e) => {
    const bulk = require(`${__hooks}/lib/bulk-prices.js`);
    const change = bulk.readChange(e.requestInfo().body);
    return e.json(200, bulk.apply(e.app, change));
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "GET",
  "/api/shop/admin/prices/last",
  (e) => e.json(200, { last: require(`${__hooks}/lib/bulk-prices.js`).last(e.app) }),
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "POST",
  "/api/shop/admin/prices/undo",
  (e) => e.json(200, require(`${__hooks}/lib/bulk-prices.js`).undo(e.app)),
  $apis.requireSuperuserAuth(),
);
