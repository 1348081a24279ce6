// The owner's figures for /admin, for superusers only (docs/owner-guide.md):
//   GET /api/shop/admin/sales                          today, 7 and 30 days, awaiting payment, top 5
//   GET /api/shop/admin/orders.csv?from=DATE&to=DATE   the orders of those Sri Lankan days (inclusive)
// Staff work orders but do not see the shop's revenue.

routerAdd(
  "GET",
  "/api/shop/admin/sales",
  (e) => {
    const sales = require(`${__hooks}/lib/sales.js`);
    return e.json(200, sales.summary(e.app, Date.now()));
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "GET",
  "/api/shop/admin/orders.csv",
  (e) => {
    const { DAY_MS, dateProblem, sriLankaDate } = require(`${__hooks}/lib/shared.js`);
    const query = e.request.url.query();
    // a day that does not exist ("2026-02-30") is refused by name, not read as another one
    for (const name of ["from", "to"]) {
      const problem = query.get(name) ? dateProblem(query.get(name)) : "";
      if (problem) throw new BadRequestError(problem);
    }
    const from = sriLankaDate(query.get("from"));
    const to = sriLankaDate(query.get("to"));
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) {
      throw new BadRequestError(
        "Choose a start and an end date (YYYY-MM-DD), the end not before the start.",
      );
    }
    if (to - from > 366 * DAY_MS) {
      throw new BadRequestError("Choose at most a year at a time.");
    }
    const csv = require(`${__hooks}/lib/orders-csv.js`).ordersCsv(e.app, from, to + DAY_MS);
    const name = `orders-${query.get("from")}-to-${query.get("to")}.csv`;
    e.response.header().set("Content-Type", "text/csv; charset=utf-8");
    e.response.header().set("Content-Disposition", `attachment; filename="${name}"`);
    e.response.header().set("Cache-Control", "no-store");
    return e.string(200, csv);
  },
  $apis.requireSuperuserAuth(),
);
