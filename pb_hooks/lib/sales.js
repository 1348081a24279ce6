// The owner's figures for /admin (docs/owner-guide.md): orders and revenue (money received less
// refunds) today and over the last 7 and 30 days (Sri Lanka time), what is awaiting payment, the best sellers, and the
// orders of a date range as a spreadsheet for the accountant. Sums are done by SQLite over
// indexed dates, so 10,000 orders cost a few milliseconds (BENCHMARKS.md: admin orders).

/**
 * @template {{ [column: string]: string | number }} Row
 * @param {CoreApp} app
 * @param {string} sql
 * @param {dbx.Params} params
 * @param {Row} shape
 * @returns {Row[]}
 */
function rows(app, sql, params, shape) {
  const out = /** @type {Row[]} */ (arrayOf(new DynamicModel(shape)));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
}

/**
 * Orders since `sinceMs`, with each status's part, and the revenue: the money received on them
 * (src/shared/refunds.ts RECEIVED_SQL: an unpaid order counts nothing) less the refunds
 * recorded since then, which are also their own line.
 * @param {CoreApp} app
 * @param {number} sinceMs
 */
function period(app, sinceMs) {
  const { RECEIVED_SQL, storedDate } = require(`${__hooks}/lib/shared.js`);
  /** @type {{ [status: string]: { orders: number, total: number } }} */
  const byStatus = {};
  let orders = 0;
  let received = 0;
  const since = storedDate(sinceMs);
  const found = rows(
    app,
    `SELECT status, COUNT(*) AS count, COALESCE(SUM(total), 0) AS total,
       COALESCE(SUM(${RECEIVED_SQL}), 0) AS received
     FROM orders WHERE created >= {:since} GROUP BY status`,
    { since },
    { status: "", count: 0, total: 0, received: 0 },
  );
  for (const row of found) {
    byStatus[row.status] = { orders: row.count, total: row.total };
    orders += row.count;
    received += row.received;
  }
  const [refunds = { total: 0 }] = rows(
    app,
    "SELECT COALESCE(SUM(amount), 0) AS total FROM orderactions WHERE action = 'refund' AND created >= {:since}",
    { since },
    { total: 0 },
  );
  return { orders, received, refunds: refunds.total, revenue: received - refunds.total, byStatus };
}

/**
 * The figures of /admin's first screen, at `nowMs`.
 * @param {CoreApp} app
 * @param {number} nowMs
 */
function summary(app, nowMs) {
  const { AWAITS_PAYMENT_SQL, advanceDue, sriLankaDayStart, storedDate } = require(
    `${__hooks}/lib/shared.js`,
  );
  // the app's awaitsPayment: a cash on delivery order awaits no payment before it ships
  const [waiting = { count: 0, total: 0 }] = rows(
    app,
    `SELECT COUNT(*) AS count, COALESCE(SUM(total), 0) AS total FROM orders WHERE ${AWAITS_PAYMENT_SQL}`,
    {},
    { count: 0, total: 0 },
  );
  const advances = rows(
    app,
    `SELECT total FROM orders WHERE ${AWAITS_PAYMENT_SQL}`,
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
