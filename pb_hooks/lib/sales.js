// The owner's figures for /admin (docs/owner-guide.md): orders and revenue today and over
// the last 7 and 30 days (Sri Lanka time), what is awaiting payment, the best sellers, and the
// orders of a date range as a spreadsheet for the accountant. Sums are done by SQLite over
// indexed dates, so 10,000 orders cost a few milliseconds (BENCHMARKS.md: admin orders).

function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
}

/** Orders and revenue (every status but Cancelled) since `sinceMs`, with each status's part. */
function period(app, sinceMs) {
  const { storedDate } = require(`${__hooks}/lib/shared.js`);
  const byStatus = {};
  let orders = 0;
  let revenue = 0;
  const found = rows(
    app,
    "SELECT status, COUNT(*) AS count, COALESCE(SUM(total), 0) AS total FROM orders WHERE created >= {:since} GROUP BY status",
    { since: storedDate(sinceMs) },
    { status: "", count: 0, total: 0 },
  );
  for (const row of found) {
    byStatus[row.status] = { orders: row.count, total: row.total };
    orders += row.count;
    if (row.status !== "Cancelled") revenue += row.total;
  }
  return { orders, revenue, byStatus };
}

/** The figures of /admin's first screen, at `nowMs`. */
function summary(app, nowMs) {
  const { advanceDue, sriLankaDayStart, storedDate } = require(`${__hooks}/lib/shared.js`);
  const waiting = rows(
    app,
    // a cash on delivery order awaits no payment before it ships
    "SELECT COUNT(*) AS count, COALESCE(SUM(total), 0) AS total FROM orders WHERE status = 'Confirmed' AND paymentMethod != 'cod'",
    {},
    { count: 0, total: 0 },
  )[0];
  const advances = rows(
    app,
    "SELECT total FROM orders WHERE status = 'Confirmed' AND paymentMethod != 'cod'",
    {},
    { total: 0 },
  );
  const top = rows(
    app,
    `SELECT json_extract(item.value, '$.id') AS id, json_extract(item.value, '$.name') AS name,
       SUM(json_extract(item.value, '$.quantity')) AS quantity,
       SUM(json_extract(item.value, '$.total')) AS revenue
     FROM orders, json_each(orders.items) AS item
     WHERE orders.created >= {:since} AND orders.status != 'Cancelled'
     GROUP BY 1 ORDER BY quantity DESC, revenue DESC LIMIT 5`,
    { since: storedDate(sriLankaDayStart(nowMs, 29)) },
    { id: "", name: "", quantity: 0, revenue: 0 },
  );
  return {
    today: period(app, sriLankaDayStart(nowMs, 0)),
    last7Days: period(app, sriLankaDayStart(nowMs, 6)),
    last30Days: period(app, sriLankaDayStart(nowMs, 29)),
    awaitingPayment: {
      orders: waiting.count,
      total: waiting.total,
      advance: advances.reduce((sum, row) => sum + advanceDue(row.total), 0),
    },
    topProducts: top.map((row) => ({
      id: row.id,
      name: row.name,
      quantity: row.quantity,
      revenue: row.revenue,
    })),
  };
}

module.exports = { summary };
