// Orders of a date range as a CSV file that opens right in Excel (docs/owner-guide.md):
// UTF-8 with a byte order mark (so Excel reads Sinhala, Tamil and "é" correctly), CRLF line
// ends, every text quoted, amounts as plain numbers, dates in Sri Lanka time. A cell that
// starts with = + - @ (or a tab or CR) gets a leading apostrophe (src/shared/spreadsheet-cells.ts),
// so a customer's name can never run as a formula on the accountant's computer.

const COLUMNS = [
  "Order number",
  "Date (Sri Lanka)",
  "Status",
  "Payment",
  "Customer",
  "Phone",
  "Email",
  "Address",
  "City",
  "District",
  "Province",
  "Postal code",
  "Items",
  "Subtotal (LKR)",
  "Shipping (LKR)",
  "Total (LKR)",
  "Advance (LKR)",
  "Balance due on delivery (LKR)",
  "Tracking number",
  "Courier",
  "Refunded (LKR)",
  "Refund dates (Sri Lanka)",
  "Refund reasons",
];

/**
 * The refunds of an order (its `refunds` JSON as SQLite gives it) as the dates and the reasons,
 * each joined with "; ".
 * @param {unknown} stored
 * @param {(stored: unknown) => string} sriLankaDateTime
 */
function refundCells(stored, sriLankaDateTime) {
  let list = [];
  try {
    list = JSON.parse(String(stored || "[]"));
  } catch (_) {
    // a field never written reads as "" or "null": no refunds
  }
  const refunds = /** @type {{ at: string, reason: string }[]} */ (Array.isArray(list) ? list : []);
  return [
    refunds.map((refund) => sriLankaDateTime(refund.at)).join("; "),
    refunds.map((refund) => refund.reason).join("; "),
  ];
}

/**
 * @param {unknown} value
 * @param {(text: string) => string} guardFormula
 */
function cell(value, guardFormula) {
  if (typeof value === "number") return String(value);
  const text = guardFormula(String(value ?? ""));
  return `"${text.includes('"') ? text.split('"').join('""') : text}"`;
}

/**
 * @param {{ [column: string]: unknown }} order
 * @param {{ amountsDue: (total: unknown, method: string) => { advance: number, onDelivery: number }, sriLankaDateTime: (stored: unknown) => string, guardFormula: (text: string) => string }} options
 */
function row(order, { amountsDue, sriLankaDateTime, guardFormula }) {
  const cod = order.paymentMethod === "cod";
  const due = amountsDue(order.total, cod ? "cod" : "bank");
  return [
    order.orderNumber,
    sriLankaDateTime(order.created),
    order.status,
    cod ? "Cash on delivery" : "Bank transfer",
    `${order.firstName} ${order.lastName}`.trim(),
    order.phone,
    order.email,
    [order.address, order.apartment].filter(Boolean).join(", "),
    order.city,
    order.district,
    order.province,
    order.zip,
    order.lines,
    order.subTotal,
    order.shipping,
    order.total,
    due.advance,
    due.onDelivery,
    order.trackingNumber,
    order.courier,
    order.refunded,
    ...refundCells(order.refunds, sriLankaDateTime),
  ]
    .map((value) => cell(value, guardFormula))
    .join(",");
}

/**
 * @param {string} column
 * @param {string} path
 */
const json = (column, path) => `COALESCE(json_extract(${column}, '$.${path}'), '')`;

/** Each order's lines as one text, "Name (option) x 2; Other x 1", made by SQLite. */
const LINES = `(SELECT group_concat(
    json_extract(item.value, '$.name')
    || CASE WHEN COALESCE(json_extract(item.value, '$.option'), '') = '' THEN ''
       ELSE ' (' || json_extract(item.value, '$.option') || ')' END
    || ' x ' || json_extract(item.value, '$.quantity'), '; ')
  FROM json_each(orders.items) AS item)`;

/**
 * The CSV text of the orders created from `fromMs` (inclusive) to `toMs` (exclusive), oldest
 * first. SQLite reads the JSON parts into plain columns (no records are built), so a month of
 * orders takes a moment.
 * @param {CoreApp} app
 * @param {number} fromMs
 * @param {number} toMs
 */
function ordersCsv(app, fromMs, toMs) {
  const { storedDate } = require(`${__hooks}/lib/shared.js`);
  /** @type {{ [name: string]: string }} */
  const columns = {
    orderNumber: "orderNumber",
    created: "created",
    status: "status",
    paymentMethod: "paymentMethod",
    firstName: json("customerInfo", "firstName"),
    lastName: json("customerInfo", "lastName"),
    phone: json("customerInfo", "phone"),
    email: json("customerInfo", "email"),
    address: json("shippingAddress", "address"),
    apartment: json("shippingAddress", "apartment"),
    city: json("shippingAddress", "city"),
    district: json("shippingAddress", "district"),
    province: json("shippingAddress", "state"),
    zip: json("shippingAddress", "zip"),
    lines: `COALESCE(${LINES}, '')`,
    trackingNumber: "trackingNumber",
    courier: "courier",
    refunds: "COALESCE(refunds, '')",
  };
  /** @type {{ [column: string]: string | number }} */
  const shape = { subTotal: 0, shipping: 0, total: 0, refunded: 0 };
  for (const name of Object.keys(columns)) shape[name] = "";
  const orders = arrayOf(new DynamicModel(shape));
  const select = Object.keys(columns).map((name) => `${columns[name]} AS ${name}`);
  app
    .db()
    .newQuery(
      `SELECT ${select.join(", ")}, subTotal, shipping, total,
       COALESCE(refunded, 0) AS refunded FROM orders
       WHERE created >= {:from} AND created < {:to} ORDER BY created`,
    )
    .bind({ from: storedDate(fromMs), to: storedDate(toMs) })
    .all(orders);
  const shared = require(`${__hooks}/lib/shared.js`);
  const header = COLUMNS.map((name) => cell(name, shared.guardFormula)).join(",");
  const lines = [header].concat(orders.map((order) => row(order, shared)));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

module.exports = { ordersCsv, COLUMNS };
