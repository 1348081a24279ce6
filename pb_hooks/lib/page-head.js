// The head of a product's or a category's page as the server sends it, so a link passed on
// WhatsApp or Facebook previews as that product (docs/decisions/0120-product-links-preview.md):
// the app's own rule (src/shared/page-head.ts) written between index.html's page-head marks.
//
// Read per request, never held: one product by its id or its handle (both indexed) and its
// category and subcategory by id, so an owner's edit shows in the next preview. A product the
// visitor may not view, or whose category or subcategory is switched off, gets the shop's
// generic head: its name never leaves the server.

const shared = require(`${__hooks}/lib/shared.js`);

const { RECORD_ID } = shared;
/** pb_migrations/1763800110_add_product_handle.js */
const HANDLE = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const HANDLE_PATH = /^\/p\/([^/]+)\/?$/;

/** The shop's public origin (APP_URL), never the request's Host (lib/sitemap.js). */
const origin = () => require(`${__hooks}/lib/sitemap.js`).shopOrigin($app);

/**
 * The product's photos as the app maps them (uploaded files, then links as typed).
 * @param {core.Record} record
 * @returns {string[]}
 */
function productImages(record) {
  const uploads = record
    .getStringSlice("images")
    .map((file) => `/api/files/products/${record.id}/${file}`);
  return uploads.concat(record.getStringSlice("imageUrls"));
}

/**
 * True when the product's category and subcategory are both on (one query, the hot path).
 * @param {core.Record} record
 */
function shelvesOn(record) {
  const row = new DynamicModel({ enabled: false });
  try {
    $app
      .db()
      .newQuery(
        "SELECT (c.isEnabled AND s.isEnabled) AS enabled FROM categories c, subcategories s" +
          " WHERE c.id = {:category} AND s.id = {:subcategory}",
      )
      .bind({
        category: record.getString("category"),
        subcategory: record.getString("subcategory"),
      })
      .one(row);
  } catch {
    return false; // either is missing
  }
  return row.enabled === true;
}

/**
 * The product if the visitor may view it through the API and its shelves are on.
 * @param {core.RequestEvent} e
 * @param {core.Record | undefined} record
 */
function visibleProduct(e, record) {
  if (!record) return undefined;
  const rule = record.collection().viewRule;
  if (rule === null || rule === undefined) return undefined; // superusers only
  if (rule !== "" && !$app.canAccessRecord(record, e.requestInfo(), rule)) return undefined;
  return shelvesOn(record) ? record : undefined;
}

/**
 * By its handle: the `handle != ''` term lets SQLite use the partial unique index.
 * @param {string} handle
 */
function byHandle(handle) {
  if (!HANDLE.test(handle)) return undefined;
  const record = new Record();
  try {
    $app
      .recordQuery("products")
      .andWhere($dbx.exp("handle = {:handle} AND handle != ''", { handle }))
      .limit(1)
      .one(record);
  } catch {
    // no product has this handle: the app's own page says so
    return undefined;
  }
  return record;
}

/** @param {string} id */
function byId(id) {
  if (!RECORD_ID.test(id)) return undefined;
  try {
    return $app.findRecordById("products", id);
  } catch {
    // no such product: the app's own page says so
    return undefined;
  }
}

/**
 * The product a page's URL names (/product-details?id=ID or /p/HANDLE) if the visitor may see
 * it; undefined otherwise, and for any other page.
 * @param {core.RequestEvent} e
 * @param {string} path
 * @param {url.Values} query
 */
function linkedProduct(e, path, query) {
  if (path === "/product-details") return visibleProduct(e, byId(query.get("id") || ""));
  const handle = HANDLE_PATH.exec(path);
  if (!handle) return undefined;
  let text;
  try {
    text = decodeURIComponent(handle[1] ?? "");
  } catch {
    // a malformed escape in the link: no such handle
    return undefined;
  }
  return visibleProduct(e, byHandle(text));
}

/**
 * The product's head tags.
 * @param {core.Record} record
 */
function productHead(record) {
  const options = require(`${__hooks}/lib/validate.js`).readJson(record, "options");
  return shared.headMarkup(
    shared.productHead(origin(), {
      id: record.id,
      handle: record.getString("handle"),
      name: record.getString("name"),
      brand: record.getString("brand"),
      description: record.getString("description"),
      categoryId: record.getString("category"),
      categoryName: record.getString("categoryName"),
      price: record.getFloat("price"),
      options: Array.isArray(options) ? options : [],
      outOfStock: record.getBool("outOfStock"),
      images: productImages(record),
    }),
  );
}

/**
 * /products?category=ID: the category's head, with its first product's photo.
 * @param {url.Values} query
 */
function categoryHead(query) {
  const id = query.get("category");
  if (!RECORD_ID.test(id)) return undefined;
  let category;
  try {
    category = $app.findRecordById("categories", id);
  } catch {
    // no such category: the shop's own head stays
    return undefined;
  }
  if (!category.getBool("isEnabled")) return undefined;
  const first = $app.findRecordsByFilter(
    "products",
    "category = {:id} && hidden = false",
    "id",
    1,
    0,
    {
      id,
    },
  )[0];
  return shared.headMarkup(
    shared.categoryHead(
      origin(),
      { id, name: category.getString("name") },
      first ? productImages(first)[0] : undefined,
    ),
  );
}

const START = "<!--page-head";
const END = "<!--/page-head-->";

/**
 * The page's HTML with `head` in place of index.html's generic tags.
 * @param {string} html
 * @param {string} head
 */
function withHead(html, head) {
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  if (start === -1 || end < start) return html;
  return html.slice(0, start) + head + html.slice(end + END.length);
}

module.exports = { categoryHead, linkedProduct, productHead, productImages, withHead };
