/** The category hooks' work (category-admin.pb.js), with the rules of src/shared/category-order.ts. */

/**
 * Refuses names the /admin form would refuse, with its messages; stores them trimmed.
 * @param {core.Record} record
 */
function checkNames(record) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  /** @type {{ [name: string]: string }} */
  const fields = {};
  for (const name of ["name", "nameSi", "nameTa"]) fields[name] = record.getString(name);
  const values = v.valuesOrThrow(shared.checkCategoryNames(fields), "Check the names.");
  for (const name of Object.keys(values)) record.set(name, values[name]);
}

/** @param {core.Record[]} records */
const ordered = (records) =>
  records.map((c) => ({ id: c.id, name: c.getString("name"), priority: c.getInt("priority") }));

/**
 * Gives a new category the priority after every other one.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function putLast(app, record) {
  const shared = require(`${__hooks}/lib/shared.js`);
  record.set("priority", shared.lastPriority(ordered(app.findAllRecords("categories"))));
}

/**
 * Moves a category one place up or down; answers the ids in their new order.
 * @param {CoreApp} app
 * @param {string} id
 * @param {unknown} body
 * @returns {string[]}
 */
function move(app, id, body) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const { direction } = v.valuesOrThrow(shared.checkMove(body), "Move a category up or down.");
  /** @type {string[]} */
  let order = [];
  require(`${__hooks}/lib/transaction.js`).writeTransaction(app, (/** @type {CoreApp} */ tx) => {
    const records = tx.findAllRecords("categories");
    const ids = shared.byPriority(ordered(records)).map((/** @type {{ id: string }} */ c) => c.id);
    if (!ids.includes(id)) throw new NotFoundError("That category no longer exists.");
    order = shared.moveInOrder(ids, id, direction);
    const priorities = shared.prioritiesFor(order);
    for (const record of records) {
      const priority = priorities.get(record.id);
      if (record.getInt("priority") === priority) continue;
      record.set("priority", priority);
      tx.save(record);
    }
  });
  return order;
}

module.exports = { checkNames, putLast, move };
