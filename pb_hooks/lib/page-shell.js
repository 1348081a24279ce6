// The first screen of some pages, drawn by the server into index.html's static shell (see
// app-delivery.pb.js), so a first visit paints real content before the app's scripts run:
// a product page's photo and name (at /product-details?id= and /p/HANDLE, with the product's
// own head: lib/page-head.js), the first cards of /products and of a search, and the
// cart's frame. Until a screen has its own data, the app shows this same markup instead of
// placeholders (src/features/layout/page-shell.tsx), so nothing blinks.
//
// The markup is the app's own: lib/shell-markup.js holds templates rendered from its components
// when the app is built (src/features/layout/shell-markup.tsx), which this file fills, so the
// swap moves nothing (tests/e2e/page-shell.test.ts compares the two in Chromium). Everything a
// visitor or an admin typed is escaped; a request this file cannot draw exactly (filters,
// sorting, an unusual query) gets the ordinary shell.
//
// In the shopper's language (lib/app-delivery.js pageLanguage): the templates of that language,
// the counts, the cart's texts and the prices as the app then writes them in it; product,
// category and brand names stay as the owner wrote them.

/** src/features/catalogue/refine-bar.tsx, src/lib/refine-products.ts */
const REFINE_PARAMS = ["sort", "brand", "min", "max"];
const MAX_QUERY = 100;
/**
 * A search's shell looks for matches among this many products only (in id order, the app's
 * order): its cost stays bounded whatever the catalogue's size or the query. The cards it finds
 * are still the app's first ones; the app adds any later matches after them.
 */
const SEARCH_SCAN = 2000;

const { escapeHtml } = require(`${__hooks}/lib/markup.js`);
// the app's own rules: money, image paths and sources, category labels and order
const shared = require(`${__hooks}/lib/shared.js`);

/** The product's first photo as the app maps it (uploaded files, then links as typed). */
const firstImage = (record) =>
  require(`${__hooks}/lib/page-head.js`).productImages(record)[0] || undefined;

/**
 * A template of lib/shell-markup.js with its slots filled: text values escaped, markup values
 * (made here from other templates) as given.
 */
const fill = (template, values) => template(values, escapeHtml);

/** The product photo's markup from one of `forms` (an upload's <picture>, else an <img>). */
function productImage(forms, path, alt) {
  const sources = shared.productImageSources(path);
  const form = sources.avifSrcSet ? forms.picture : sources.srcSet ? forms.srcset : forms.plain;
  return fill(form, {
    src: sources.src,
    srcSet: sources.srcSet,
    avifSrcSet: sources.avifSrcSet,
    name: alt,
  });
}

const categoryLabel = (record) =>
  shared.categoryLabel({ categoryName: record.getString("categoryName") });

/** The app's card price (src/shared/product-price.ts cardPrice), from the record's fields. */
function cardPrice(record) {
  const options = require(`${__hooks}/lib/validate.js`).readJson(record, "options");
  return shared.cardPrice({
    price: record.getFloat("price"),
    stripePrice: record.getFloat("stripePrice"),
    discount: record.getString("discount"),
    options: Array.isArray(options) ? options : [],
  });
}

/**
 * One card as the app's ProductCardView draws it, in its <li>, with ProductCard's flags and
 * price; the button as a placeholder.
 */
function productCard(markup, language, record, eager) {
  const lkr = (amount) => shared.lkrIn(language, amount);
  const label = categoryLabel(record);
  const price = cardPrice(record);
  const soldOut = record.getBool("outOfStock");
  const flags = price.saving ? (soldOut ? "saleSoldOut" : "sale") : soldOut ? "soldOut" : "";
  const was = price.was === undefined ? undefined : lkr(price.was);
  const tag = price.from ? (was ? "fromWas" : "from") : was ? "was" : "now";
  return fill(markup.card, {
    id: record.id,
    name: record.getString("name"),
    brand: record.getString("brand") || label,
    category: label,
    image: productImage(markup.cardImage[eager ? "eager" : "lazy"], firstImage(record), ""),
    flags: flags ? fill(markup.flags[flags], { saving: price.saving }) : "",
    price: fill(markup.price[tag], { now: lkr(price.amount), was }),
  });
}

/** The grid's cards; the first row loads at once, as in the app's ProductGrid. */
const productCards = (markup, language, records) =>
  records.map((r, i) => productCard(markup, language, r, i < shared.EAGER_CARDS)).join("");

/** The templates of the page's language. */
const templatesIn = (language) => require(`${__hooks}/lib/shell-markup.js`)[language];

/** True when the URL narrows or sorts the list: the shell does not repeat refine-products. */
const isRefined = (query) => REFINE_PARAMS.some((name) => query.has(name));

/** Markup held per key until the catalogue changes (the snapshot's generation, lib/snapshot.js). */
function held(key, build) {
  const store = $app.store();
  const generation = require(`${__hooks}/lib/snapshot.js`).generation($app);
  const entry = store.get(`page-shell:${key}`);
  if (entry && entry.generation === generation) return entry.markup;
  // read before building: a write made meanwhile moves the generation, so this copy goes stale
  const markup = build() || "";
  store.set(`page-shell:${key}`, { generation, markup });
  return markup;
}

/** The app's enabledCategoriesByPriority, as ids. */
function enabledCategoryIds() {
  const list = $app.findRecordsByFilter("categories", "isEnabled = true", "", 0, 0);
  const categories = list.map((c) => ({
    id: c.id,
    name: c.getString("name"),
    priority: c.getFloat("priority"),
    isEnabled: c.getBool("isEnabled"),
  }));
  return shared
    .enabledCategoriesByPriority(categories)
    .map((c) => c.id)
    .join(",");
}

/**
 * /products?category=ID&sub=ID: the heading, the count and the first cards. Held per category
 * and subcategory (real ones only, so a visitor cannot fill the memory with made-up ids).
 */
function productsPage(query, language) {
  if (isRefined(query)) return undefined;
  const ids = held("categories", enabledCategoryIds).split(",").filter(Boolean);
  const wanted = query.get("category");
  // All products (src/shared/catalogue.ts ALL_PRODUCTS) is left to the app
  if (wanted === "all") return undefined;
  const categoryId = ids.includes(wanted) ? wanted : ids[0];
  if (!categoryId) return undefined;
  const subId = query.get("sub");
  if (subId) {
    let sub;
    try {
      sub = $app.findRecordById("subcategories", subId);
    } catch {
      return undefined;
    }
    if (sub.getString("parentCategory") !== categoryId) return undefined;
  }
  return (
    held(`products:${language}:${categoryId}:${subId}`, () =>
      drawProducts(categoryId, subId, language),
    ) || undefined
  );
}

function drawProducts(categoryId, subId, language) {
  const category = $app.findRecordById("categories", categoryId);
  const where = subId ? { subcategory: subId } : { category: categoryId };
  const total = $app.countRecords("products", $dbx.hashExp(where));
  if (total === 0) return undefined;
  const filter = subId ? "subcategory = {:id}" : "category = {:id}";
  const records = $app.findRecordsByFilter("products", filter, "id", shared.SHELL_CARDS, 0, {
    id: subId || categoryId,
  });
  let title = category.getString("name");
  if (subId) {
    const sub = $app.findRecordById("subcategories", subId);
    // the app's heading names enabled subcategories only
    if (sub.getBool("isEnabled")) title = `${title}: ${sub.getString("name")}`;
  }
  const markup = templatesIn(language);
  return fill(markup.products, {
    title,
    count: shared.customerTexts(language)(shared.PRODUCT_COUNT, { count: total }),
    cards: productCards(markup, language, records),
  });
}

/** LIKE's own characters taken literally */
const likeText = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** /search?query=bag: the first substring matches, in the app's order (src/shared/search.ts). */
function searchPage(query, language) {
  if (isRefined(query)) return undefined;
  const text = (query.get("query") || "").trim();
  // Case-insensitive LIKE covers ASCII only, and the app leaves punctuation and emoji out of a
  // query (src/shared/search.ts searchWords): only plain words are drawn the app's way here.
  if (text.length > MAX_QUERY || !/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(text)) return undefined;
  const like = "LIKE {:q} ESCAPE '\\'";
  const rows = arrayOf(new DynamicModel({ id: "" }));
  $app
    .db()
    .newQuery(
      `SELECT id FROM (SELECT id, name, categoryName, brand FROM products ORDER BY id LIMIT ${SEARCH_SCAN})` +
        ` WHERE name ${like} OR categoryName ${like} OR brand ${like} ORDER BY id LIMIT ${shared.SHELL_CARDS}`,
    )
    .bind({ q: `%${likeText(text)}%` })
    .all(rows);
  const records = $app.findRecordsByIds(
    "products",
    rows.map((row) => row.id),
  );
  records.sort((a, b) => (a.id < b.id ? -1 : 1));
  // No match may still have forgiving ones (src/lib/fuzzy-search.ts): the app decides.
  if (records.length === 0) return undefined;
  const markup = templatesIn(language);
  return fill(markup.search, { query: text, cards: productCards(markup, language, records) });
}

/**
 * /cart: the frame every cart has, with the delivery line and total label the shop's settings
 * give today (as the app's cart says them); its lines and amounts are on the device only.
 */
function cartPage(_query, language) {
  let until = "";
  try {
    until = $app.findFirstRecordByFilter("settings", "id != ''").getString("freeShippingUntil");
  } catch (_) {}
  const texts = shared.cartDeliveryTexts(shared.freeShippingOn(until, Date.now()));
  const say = shared.customerTexts(language);
  return fill(templatesIn(language).cart, {
    delivery: say(texts.delivery),
    total: say(texts.total),
  });
}

/** A product's page (/product-details?id=ID, /p/HANDLE): its photo and name. */
function detailsPage(record, language) {
  const path = firstImage(record);
  // external photos are left to the app (their host may be slow or gone)
  if (!path?.startsWith("/api/files/")) return undefined;
  const markup = templatesIn(language);
  const name = record.getString("name");
  return fill(markup.details, { name, image: productImage(markup.detailsImage, path, name) });
}

const PAGES = {
  "/products": productsPage,
  "/search": searchPage,
  "/cart": cartPage,
};

/** The page's head (a product's, a category's) and first screen; undefined where it has none. */
function draw(e, language) {
  const heads = require(`${__hooks}/lib/page-head.js`);
  const path = e.request.url.path;
  const query = e.request.url.query();
  const product = heads.linkedProduct(e, path, query);
  if (product) return { head: heads.productHead(product), markup: detailsPage(product, language) };
  const page = PAGES[path];
  return {
    head: path === "/products" ? heads.categoryHead(query) : undefined,
    markup: page ? page(query, language) : undefined,
  };
}

/**
 * The page's HTML in `language` with its own head and its first screen drawn, or undefined
 * for the ordinary shell.
 */
function render(e, dir, language) {
  if (!dir) return undefined;
  const { head, markup } = draw(e, language);
  if (!head && !markup) return undefined;
  let html;
  try {
    const file = require(`${__hooks}/lib/app-delivery.js`).shellFile("index.html", language);
    html = toString($os.readFile(`${dir}/${file}`));
  } catch {
    return undefined;
  }
  if (markup && html.includes("<!--page-shell-->")) {
    // A function replacement: "$&" or "$'" in a product name must stay literal text.
    html = html.replace("<!--page-shell-->", () => `<div data-page-shell>${markup}</div>`);
  } else if (!head) return undefined;
  return head ? require(`${__hooks}/lib/page-head.js`).withHead(html, head) : html;
}

module.exports = { render };
