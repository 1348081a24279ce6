// Helpers for products.pb.js: the owner's save checked with the form's own rules
// (src/shared/product-form.ts via lib/shared.js), and the bookkeeping every way in shares.

/**
 * The record's form fields as plain values, the way the form sends them.
 * @param {core.Record} record
 */
function formFields(record) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const numbers = ["price", "stripePrice", "weightGrams"];
  const flags = ["outOfStock", "hidden", "isInHome", "isBestSeller"];
  /** @type {{ [field: string]: unknown }} */
  const fields = {};
  for (const name of /** @type {string[]} */ (shared.PRODUCT_FORM_FIELDS)) {
    if (name === "options") fields.options = v.readJson(record, "options") || [];
    else if (numbers.includes(name)) fields[name] = record.getFloat(name);
    else if (flags.includes(name)) fields[name] = record.getBool(name);
    else fields[name] = record.getString(name);
  }
  return fields;
}

/**
 * Checks an owner's (superuser's) product save and stores the checked values: trimmed texts,
 * the price its options give. Throws PocketBase's 400 with each field's message.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function checkOwnerSave(app, record) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const values = v.valuesOrThrow(
    shared.checkProduct(formFields(record)),
    "The product was not saved.",
  );
  const subcategory = (() => {
    try {
      return app.findRecordById("subcategories", values.subcategory);
    } catch (_) {
      // no such subcategory: the form's own rules already named it, nothing more to check
      return null;
    }
  })();
  if (subcategory && subcategory.getString("parentCategory") !== values.category) {
    throw new BadRequestError("The product was not saved.", {
      subcategory: new ValidationError(
        "validation_subcategory",
        "Choose a subcategory of the product's category.",
      ),
    });
  }
  for (const name of Object.keys(values)) record.set(name, values[name]);
}

/**
 * A product with options sells at its options' prices: a price that is none of them (an old
 * save, a script) becomes its first option's, so what the shop shows is what it sells at.
 * @param {core.Record} record
 */
function priceFromOptions(record) {
  const options = require(`${__hooks}/lib/validate.js`).readJson(record, "options");
  if (!Array.isArray(options)) return;
  const priced = options.filter((o) => o && typeof o.value === "number");
  const price = require(`${__hooks}/lib/shared.js`).optionsPrice(record.getFloat("price"), priced);
  record.set("price", price);
}

/**
 * A product hidden leaves a tombstone, so devices holding it drop it (the public rules no longer
 * list it); shown again, its tombstones go, as for a record re-created with its id.
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {boolean} wasHidden
 */
function noteVisibility(app, record, wasHidden) {
  const hidden = record.getBool("hidden");
  if (hidden === wasHidden) return;
  if (hidden) {
    const tombstone = new Record(app.findCollectionByNameOrId("tombstones"));
    tombstone.set("sourceCollection", "products");
    tombstone.set("recordId", record.id);
    app.save(tombstone);
    return;
  }
  const stale = app.findRecordsByFilter(
    "tombstones",
    "sourceCollection = 'products' && recordId = {:id}",
    "",
    0,
    0,
    { id: record.id },
  );
  for (const tombstone of stale) app.delete(tombstone);
}

module.exports = { checkOwnerSave, priceFromOptions, noteVisibility };
