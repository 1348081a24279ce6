// The shop's customers for /admin -> Customers (pb_hooks/customers.pb.js): every account of the
// shop, searched by name, email or a phone number its orders carry, newest buyer first, a page
// at a time, each with its orders, what it has paid (shared.moneyReceived less its refunds: the
// money the sales count) and the shop's note. SQLite does the search and the page; the sums read only
// the page's orders.

const PER_PAGE = 20;
const NOTE_MAX = 2000;

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
 * The WHERE clause of a search and its parameters: a name or email containing the text, or
 * (typed as a phone number, spaces and dashes ignored) an order with that number.
 * @param {string} search
 */
function searchWhere(search) {
  const text = search.trim().toLowerCase().slice(0, 100);
  if (!text) return { where: "1 = 1", params: {} };
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/[\s()-]/g, "");
  const phone = /^\+?[0-9]{3,}$/.test(digits) ? `%${digits}%` : "";
  const where = `(LOWER(u.name) LIKE {:like} ESCAPE '\\' OR LOWER(u.email) LIKE {:like} ESCAPE '\\'
    OR ({:phone} != '' AND EXISTS (SELECT 1 FROM orders p WHERE p.user = u.id
      AND REPLACE(REPLACE(json_extract(p.customerInfo, '$.phone'), ' ', ''), '-', '') LIKE {:phone})))`;
  return { where, params: { like, phone } };
}

/**
 * One page (from 1) of the customers matching `search`.
 * @param {CoreApp} app
 * @param {string} search
 * @param {number} page
 */
function list(app, search, page) {
  const { moneyReceived } = require(`${__hooks}/lib/shared.js`);
  const { where, params } = searchWhere(search);
  const [counted = { count: 0 }] = rows(
    app,
    `SELECT COUNT(*) AS count FROM users u WHERE ${where}`,
    params,
    { count: 0 },
  );
  const totalPages = Math.max(1, Math.ceil(counted.count / PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const people = rows(
    app,
    `SELECT u.id AS id, u.name AS name, u.email AS email, COALESCE(n.note, '') AS note,
       COALESCE((SELECT MAX(o.created) FROM orders o WHERE o.user = u.id), '') AS lastOrderAt
     FROM users u LEFT JOIN customernotes n ON n.user = u.id
     WHERE ${where}
     ORDER BY lastOrderAt = '', lastOrderAt DESC, u.created DESC
     LIMIT ${PER_PAGE} OFFSET ${(current - 1) * PER_PAGE}`,
    params,
    { id: "", name: "", email: "", note: "", lastOrderAt: "" },
  );
  /** @type {dbx.Params} */
  const ids = {};
  people.forEach((person, i) => {
    ids[`id${i}`] = person.id;
  });
  const orders = people.length
    ? rows(
        app,
        `SELECT id, user, orderNumber, status, total, paymentMethod, created,
           COALESCE(refunded, 0) AS refunded,
           COALESCE(json_extract(customerInfo, '$.phone'), '') AS phone
         FROM orders WHERE user IN (${Object.keys(ids)
           .map((key) => `{:${key}}`)
           .join(", ")})
         ORDER BY created DESC`,
        ids,
        {
          id: "",
          user: "",
          orderNumber: "",
          status: "",
          total: 0,
          refunded: 0,
          paymentMethod: "",
          created: "",
          phone: "",
        },
      )
    : [];
  const items = people.map((person) => {
    const own = orders.filter((order) => order.user === person.id);
    const last = own[0];
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      phone: own.find((order) => order.phone)?.phone ?? "",
      orders: own.length,
      totalSpent: own.reduce((sum, order) => sum + moneyReceived(order) - order.refunded, 0),
      lastOrder: last ? { id: last.id, number: last.orderNumber, at: last.created } : null,
      note: person.note,
    };
  });
  return { page: current, perPage: PER_PAGE, totalItems: counted.count, totalPages, items };
}

/**
 * Stores the shop's note on customer `userId` (404 for no such customer; 400 for a note too
 * long), written by `by`; answers the note as stored.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {unknown} note
 * @param {string} by
 */
function saveNote(app, userId, note, by) {
  if (typeof note !== "string") throw new BadRequestError("Write the note as text.");
  const text = note.trim();
  if (text.length > NOTE_MAX) {
    throw new BadRequestError(`The note must be at most ${NOTE_MAX} characters.`);
  }
  try {
    app.findRecordById("users", userId);
  } catch (_) {
    // not found is the only failure a lookup by id has here
    throw new NotFoundError("This customer was not found.");
  }
  let record;
  try {
    record = app.findFirstRecordByData("customernotes", "user", userId);
  } catch (_) {
    // no note yet: this is the first
    record = new Record(app.findCollectionByNameOrId("customernotes"));
    record.set("user", userId);
  }
  record.set("note", text);
  record.set("by", by);
  app.save(record);
  return { note: text };
}

module.exports = { list, saveNote, PER_PAGE };
