/** The price-change routes' work (bulk-prices.pb.js) with src/shared/bulk-prices.ts's rules. */

/**
 * A checked change (src/shared/bulk-prices.ts, BulkChange).
 * @typedef {{ brand: string, category: string, kind: "percent" | "amount", amount: number, rounding: 10 | 50 | 100 }} BulkChange
 */
/** @typedef {{ price: number, stripePrice: number, options: unknown }} Prices */

/**
 * The request's change, checked; a 400 with the form's sentence otherwise.
 * @param {unknown} body
 * @returns {BulkChange}
 */
function readChange(body) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const verdict = shared.checkBulkChange(body);
  if (!verdict.ok) {
    const first = Object.keys(verdict.errors)[0];
    v.valuesOrThrow(verdict, verdict.errors[/** @type {string} */ (first)].message);
  }
  return verdict.values;
}

/**
 * @param {CoreApp} app
 * @returns {string[]}
 */
function brands(app) {
  const rows = arrayOf(new DynamicModel({ brand: "" }));
  app
    .db()
    .newQuery("SELECT DISTINCT brand FROM products WHERE brand != '' ORDER BY brand")
    .all(rows);
  return rows.map((row) => row.brand);
}

/** @param {core.Record} record */
function prices(record) {
  const v = require(`${__hooks}/lib/validate.js`);
  const options = v.readJson(record, "options");
  return {
    id: record.id,
    name: record.getString("name"),
    price: record.getInt("price"),
    stripePrice: record.getInt("stripePrice"),
    options: Array.isArray(options) ? options : [],
  };
}

/**
 * @param {CoreApp} app
 * @param {BulkChange} change
 * @returns {core.Record[]}
 */
function chosen(app, change) {
  const parts = [];
  if (change.brand) parts.push("brand = {:brand}");
  if (change.category) parts.push("category = {:category}");
  return app.findRecordsByFilter("products", parts.join(" && "), "name", 0, 0, {
    brand: change.brand,
    category: change.category,
  });
}

/**
 * @param {core.Record[]} records
 * @param {BulkChange} change
 */
function computed(records, change) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const result = shared.previewChange(records.map(prices), change);
  if (!result.ok) throw new BadRequestError(result.message);
  return result.rows;
}

/**
 * @param {CoreApp} app
 * @param {BulkChange} change
 */
function preview(app, change) {
  return computed(chosen(app, change), change);
}

/**
 * @param {CoreApp} app
 * @param {BulkChange} change
 * @param {number} count
 * @returns {string}
 */
function describe(app, change, count) {
  let category = "";
  if (change.category) {
    try {
      category = app.findRecordById("categories", change.category).getString("name");
    } catch (_) {
      // the category was deleted since (not found): leave its name out of the description
    }
  }
  const what = [change.brand, category].filter(Boolean).join(" in ");
  const size = change.kind === "percent" ? `${change.amount}%` : `LKR ${change.amount}`;
  return `${change.amount > 0 ? "+" : ""}${size} on ${what}, rounded to ${change.rounding} (${count} products)`;
}

/**
 * @param {core.Record} record
 * @param {Prices} p
 */
function setPrices(record, p) {
  record.set("price", p.price);
  record.set("stripePrice", p.stripePrice);
  record.set("options", p.options);
}

/**
 * @param {CoreApp} app
 * @param {BulkChange} change
 */
function apply(app, change) {
  let id = "";
  let count = 0;
  require(`${__hooks}/lib/transaction.js`).writeTransaction(app, (/** @type {CoreApp} */ tx) => {
    const records = chosen(tx, change);
    const rows = computed(records, change);
    if (rows.length === 0) throw new BadRequestError("No product has that brand and category.");
    for (const [i, record] of records.entries()) {
      setPrices(record, rows[i].after);
      tx.save(record);
    }
    const log = new Record(tx.findCollectionByNameOrId("pricechanges"));
    log.set("description", describe(tx, change, rows.length));
    log.set("rows", rows);
    tx.save(log);
    id = log.id;
    count = rows.length;
  });
  return { id, count };
}

/**
 * @param {CoreApp} app
 * @returns {core.Record | undefined}
 */
function newest(app) {
  const found = app.findRecordsByFilter("pricechanges", "undone = false", "-created", 1, 0);
  return found[0];
}

/** @param {CoreApp} app */
function last(app) {
  const change = newest(app);
  if (!change) return null;
  return {
    id: change.id,
    description: change.getString("description"),
    created: change.getString("created"),
  };
}

/**
 * Puts back the old prices of the newest change; a product changed since is left as it is.
 * @param {CoreApp} app
 */
function undo(app) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  /** @type {string[]} */
  const restored = [];
  /** @type {string[]} */
  const kept = [];
  require(`${__hooks}/lib/transaction.js`).writeTransaction(app, (/** @type {CoreApp} */ tx) => {
    const change = newest(tx);
    if (!change) throw new BadRequestError("There is no price change to undo.");
    for (const row of v.readJson(change, "rows") || []) {
      let record;
      try {
        record = tx.findRecordById("products", row.id);
      } catch (_) {
        // the product was deleted since the change: nothing to put back
        continue;
      }
      if (!shared.samePrices(prices(record), row.after)) {
        kept.push(row.name);
        continue;
      }
      setPrices(record, row.before);
      tx.save(record);
      restored.push(row.name);
    }
    change.set("undone", true);
    tx.save(change);
  });
  return { restored: restored.length, kept };
}

module.exports = { readChange, brands, preview, apply, last, undo };
