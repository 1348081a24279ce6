/** The price-change routes' work (bulk-prices.pb.js) with src/shared/bulk-prices.ts's rules. */

/** The request's change, checked; a 400 with the form's sentence otherwise. */
function readChange(body) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const verdict = shared.checkBulkChange(body);
  if (!verdict.ok) {
    const first = Object.keys(verdict.errors)[0];
    v.valuesOrThrow(verdict, verdict.errors[first].message);
  }
  return verdict.values;
}

function brands(app) {
  const rows = arrayOf(new DynamicModel({ brand: "" }));
  app
    .db()
    .newQuery("SELECT DISTINCT brand FROM products WHERE brand != '' ORDER BY brand")
    .all(rows);
  return rows.map((row) => row.brand);
}

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

function chosen(app, change) {
  const parts = [];
  if (change.brand) parts.push("brand = {:brand}");
  if (change.category) parts.push("category = {:category}");
  return app.findRecordsByFilter("products", parts.join(" && "), "name", 0, 0, {
    brand: change.brand,
    category: change.category,
  });
}

function computed(records, change) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const result = shared.previewChange(records.map(prices), change);
  if (!result.ok) throw new BadRequestError(result.message);
  return result.rows;
}

function preview(app, change) {
  return computed(chosen(app, change), change);
}

function describe(app, change, count) {
  let category = "";
  if (change.category) {
    try {
      category = app.findRecordById("categories", change.category).getString("name");
    } catch (_) {}
  }
  const what = [change.brand, category].filter(Boolean).join(" in ");
  const size = change.kind === "percent" ? `${change.amount}%` : `LKR ${change.amount}`;
  return `${change.amount > 0 ? "+" : ""}${size} on ${what}, rounded to ${change.rounding} (${count} products)`;
}

function setPrices(record, p) {
  record.set("price", p.price);
  record.set("stripePrice", p.stripePrice);
  record.set("options", p.options);
}

function apply(app, change) {
  let id = "";
  let count = 0;
  app.runInTransaction((tx) => {
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

function newest(app) {
  const found = app.findRecordsByFilter("pricechanges", "undone = false", "-created", 1, 0);
  return found[0];
}

function last(app) {
  const change = newest(app);
  if (!change) return null;
  return {
    id: change.id,
    description: change.getString("description"),
    created: change.getString("created"),
  };
}

/** Puts back the old prices of the newest change; a product changed since is left as it is. */
function undo(app) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const restored = [];
  const kept = [];
  app.runInTransaction((tx) => {
    const change = newest(tx);
    if (!change) throw new BadRequestError("There is no price change to undo.");
    for (const row of v.readJson(change, "rows") || []) {
      let record;
      try {
        record = tx.findRecordById("products", row.id);
      } catch (_) {
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
