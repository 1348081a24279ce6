/**
 * Copies the category's name onto the product (empty when the category does not exist).
 * @param {CoreApp} app
 * @param {core.Record} product
 */
function setCategoryName(app, product) {
  let name = "";
  try {
    name = app.findRecordById("categories", product.getString("category")).getString("name");
  } catch (_) {
    // unknown category: the relation field's own validation rejects the save
  }
  product.set("categoryName", name);
}

module.exports = { setCategoryName };
