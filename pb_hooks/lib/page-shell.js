// The first screen of some pages, drawn by the server into index.html's static shell (see
// app-delivery.pb.js), so a first visit paints real content before the app's scripts run:
// a product page's photo and name, the first cards of /products and of a search, and the
// cart's frame. Until a screen has its own data, the app shows this same markup instead of
// placeholders (src/features/layout/page-shell.tsx), so nothing blinks.
//
// The markup repeats what the app's screens render (class names, image sources and sizes),
// so the swap moves nothing: tests/e2e/page-shell.test.ts compares the two in Chromium.
// Everything a visitor or an admin typed is escaped; a request this file cannot draw exactly
// (filters, sorting, an unusual query) gets the ordinary shell.

/** The cards a list shell draws: enough for the first screen on a phone and a desktop. */
const CARDS = 12;
/** The first row loads at once, as in the app's ProductGrid (eagerCount). */
const EAGER = 4;
const CARD_SIZES = "(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 260px";
const DETAILS_SIZES = "(max-width: 768px) 100vw, 560px";
const NBSP = "&nbsp;";
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
const lkr = shared.formatLkr;

/** The product's first photo as the app maps it (uploaded files, then links as typed). */
function firstImage(record) {
  const file = record.getStringSlice("images")[0];
  if (file) return `/api/files/products/${record.id}/${file}`;
  return record.getStringSlice("imageUrls")[0] || undefined;
}

/**
 * src/features/catalogue/product-image.tsx ProductImage: an <img> with these attributes (after
 * its class and sources), in the <picture> offering AVIF first when the photo has variants.
 */
function productImage(path, sizes, attributes) {
  const sources = shared.productImageSources(path);
  const srcset = sources.srcSet ? ` srcset="${escapeHtml(sources.srcSet)}" sizes="${sizes}"` : "";
  const img = `<img class="product-image" src="${escapeHtml(sources.src)}"${srcset} ${attributes}>`;
  if (!sources.avifSrcSet) return img;
  return [
    '<picture class="product-picture">',
    `<source type="image/avif" srcset="${escapeHtml(sources.avifSrcSet)}"${sources.srcSet ? ` sizes="${sizes}"` : ""}>`,
    img,
    "</picture>",
  ].join("");
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

/** One card as src/features/catalogue/product-card.tsx draws it; the button as a placeholder. */
function productCard(record, eager) {
  const href = `/product-details?id=${record.id}`;
  const label = escapeHtml(categoryLabel(record));
  const brand = record.getString("brand");
  const price = cardPrice(record);
  return [
    `<article class="product-card" data-product-id="${record.id}">`,
    `<a href="${href}" class="product-card__media" tabindex="-1">`,
    productImage(
      firstImage(record),
      CARD_SIZES,
      `alt="" width="400" height="400" loading="${eager ? "eager" : "lazy"}" decoding="async"`,
    ),
    '<span class="product-card__flags">',
    price.saving ? `<span class="flag flag--sale">${escapeHtml(price.saving)}</span>` : "",
    record.getBool("outOfStock") ? '<span class="flag flag--muted">Sold out</span>' : "",
    "</span></a>",
    '<div class="product-card__body">',
    `<p class="product-card__brand">${brand ? escapeHtml(brand) : label}</p>`,
    `<h3 class="product-card__name"><a href="${href}" tabindex="-1">${escapeHtml(record.getString("name"))}</a></h3>`,
    `<p class="product-card__category">${label}</p>`,
    `<p class="price">${price.from ? '<span class="price__from">from</span>' : ""}`,
    `<span class="price__now">${lkr(price.amount)}</span>`,
    price.was !== undefined
      ? `<s class="price__was"><span class="visually-hidden">Regular price </span>${lkr(price.was)}</s>`
      : "",
    "</p>",
    '<div class="add-button"><span class="button add-button__button placeholder-block"></span></div>',
    "</div></article>",
  ].join("");
}

function productGrid(records) {
  const cards = records.map((r, i) => `<li>${productCard(r, i < EAGER)}</li>`);
  return `<ul class="product-grid">${cards.join("")}</ul>`;
}

const bar = (width) => `<span class="placeholder-bar" style="width:${width}">${NBSP}</span>`;

/** src/features/catalogue/placeholders.tsx CategoryTreePlaceholder */
function treePlaceholder() {
  const subs = ["25%", "55%", "60%", "70%", "35%"]
    .map((w) => `<li><span class="category-tree__sub">${bar(w)}</span></li>`)
    .join("");
  const rows = ["70%", "60%", "45%", "40%", "65%", "50%"].map(
    (w, i) =>
      `<li><span class="category-tree__category">${bar(w)}</span>${i === 0 ? `<ul class="category-tree__subs">${subs}</ul>` : ""}</li>`,
  );
  return `<ul class="category-tree">${rows.join("")}</ul>`;
}

/** src/features/catalogue/placeholders.tsx CategoryChipsPlaceholder */
function chipsPlaceholder() {
  const rows = [
    ["70px", "80px", "56px", "48px", "96px"],
    ["32px", "72px", "88px", "110px"],
  ].map(
    (row, i) =>
      `<ul class="chip-row${i === 1 ? " chip-row--subs" : ""}">${row.map((w) => `<li><span class="chip">${bar(w)}</span></li>`).join("")}</ul>`,
  );
  return `<div class="category-chips">${rows.join("")}</div>`;
}

/** src/features/catalogue/refine-bar.tsx with nothing chosen, as plain controls. */
function refineBar() {
  const field = (label, control, extra = "") =>
    `<div class="refine-bar__field${extra}"><label class="refine-bar__label">${label}</label>${control}</div>`;
  const price = (label) =>
    field(label, `<input type="number" placeholder="${label} (LKR)">`, " refine-bar__field--price");
  return [
    '<div class="refine-bar">',
    field("Sort by", "<select><option>Featured</option></select>"),
    field("Brand", "<select><option>All brands</option></select>"),
    price("Min price"),
    price("Max price"),
    "</div>",
  ].join("");
}

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
function productsPage(query) {
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
    held(`products:${categoryId}:${subId}`, () => drawProducts(categoryId, subId)) || undefined
  );
}

function drawProducts(categoryId, subId) {
  const category = $app.findRecordById("categories", categoryId);
  const where = subId ? { subcategory: subId } : { category: categoryId };
  const total = $app.countRecords("products", $dbx.hashExp(where));
  if (total === 0) return undefined;
  const filter = subId ? "subcategory = {:id}" : "category = {:id}";
  const records = $app.findRecordsByFilter("products", filter, "id", CARDS, 0, {
    id: subId || categoryId,
  });
  let title = category.getString("name");
  if (subId) {
    const sub = $app.findRecordById("subcategories", subId);
    // the app's heading names enabled subcategories only
    if (sub.getBool("isEnabled")) title = `${title}: ${sub.getString("name")}`;
  }
  return [
    '<div class="page container products">',
    '<aside class="products__sidebar"><h1 class="products__title">Categories</h1>',
    treePlaceholder(),
    "</aside>",
    '<section class="products__main">',
    chipsPlaceholder(),
    `<div class="products__head"><h2>${escapeHtml(title)}</h2>`,
    `<p class="muted">${total} ${total === 1 ? "product" : "products"}</p></div>`,
    refineBar(),
    productGrid(records),
    "</section></div>",
  ].join("");
}

/** LIKE's own characters taken literally */
const likeText = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** /search?query=bag: the first substring matches, in the app's order (src/shared/search.ts). */
function searchPage(query) {
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
        ` WHERE name ${like} OR categoryName ${like} OR brand ${like} ORDER BY id LIMIT ${CARDS}`,
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
  const value = escapeHtml(text);
  return [
    '<section class="page container search">',
    `<h1>Results for “${value}”</h1>`,
    `<input class="search__input" type="search" value="${value}" placeholder="Search by name, brand or category">`,
    // the count includes the forgiving matches, which only the app finds
    `<p class="muted sync-progress">${NBSP}</p>`,
    refineBar(),
    productGrid(records),
    "</section>",
  ].join("");
}

/** src/components/icon.tsx's bank icon */
const BANK_ICON = "M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M3 21h18M12 3l9 5H3l9-5z";

/** src/components/icon.tsx: an inline stroke icon; an empty path keeps only its room. */
const icon = (size, path) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;

/** /cart: the frame every cart has; its lines and amounts are on the device only. */
function cartPage() {
  return [
    '<section class="page container cart">',
    "<h1>Shopping Cart</h1>",
    '<div class="cart__layout">',
    // not "Your cart is empty": a returning shopper's lines are on the device, not here
    `<div class="cart__items"><div class="cart__empty">${icon(40, "")}<p>${NBSP}</p></div>`,
    '<div class="cart__list-actions"><a href="/home" class="button button--secondary" tabindex="-1">Continue Shopping</a></div></div>',
    '<aside class="cart__summary"><h2>Order Summary</h2><dl class="summary-lines">',
    `<div><dt>Subtotal</dt><dd>${NBSP}</dd></div>`,
    `<div><dt>Shipping</dt><dd>${NBSP}</dd></div>`,
    `<div class="summary-lines__total"><dt>Total</dt><dd>${NBSP}</dd></div></dl>`,
    `<span class="button button--block placeholder-block">${NBSP}</span>`,
    `<p class="cart__payment">${icon(22, BANK_ICON)}<span>We accept payment by local bank transfer.</span></p>`,
    "</aside></div></section>",
  ].join("");
}

/** The product if the visitor may view it through the API, else undefined. */
function visibleProduct(e, id) {
  let record;
  try {
    record = $app.findRecordById("products", id);
  } catch {
    return undefined;
  }
  const rule = record.collection().viewRule;
  if (rule === null || rule === undefined) return undefined; // superusers only
  if (rule !== "" && !$app.canAccessRecord(record, e.requestInfo(), rule)) return undefined;
  return record;
}

/** /product-details?id=ID: the product's photo and name. */
function detailsPage(query, e) {
  const id = query.get("id");
  if (!/^[a-z0-9]{15}$/.test(id)) return undefined;
  const record = visibleProduct(e, id);
  if (!record) return undefined;
  const path = firstImage(record);
  // external photos are left to the app (their host may be slow or gone)
  if (!path?.startsWith("/api/files/")) return undefined;
  return [
    '<div class="page container boot-shell__details">',
    // the breadcrumb line the page opens with, so the photo does not move down when it arrives
    `<p class="breadcrumbs">${NBSP}</p>`,
    productImage(
      path,
      DETAILS_SIZES,
      `alt="${escapeHtml(record.getString("name"))}" width="800" height="800" fetchpriority="high"`,
    ),
    `<h1 class="details__name">${escapeHtml(record.getString("name"))}</h1>`,
    "</div>",
  ].join("");
}

const PAGES = {
  "/products": productsPage,
  "/search": searchPage,
  "/cart": cartPage,
  "/product-details": detailsPage,
};

/** The page's HTML with its first screen drawn, or undefined for the ordinary shell. */
function render(e, dir) {
  const draw = PAGES[e.request.url.path];
  if (!draw || !dir) return undefined;
  const markup = draw(e.request.url.query(), e);
  if (!markup) return undefined;
  let html;
  try {
    html = toString($os.readFile(`${dir}/index.html`));
  } catch {
    return undefined;
  }
  if (!html.includes("<!--page-shell-->")) return undefined;
  // A function replacement: "$&" or "$'" in a product name must stay literal text.
  return html.replace("<!--page-shell-->", () => `<div data-page-shell>${markup}</div>`);
}

module.exports = { render };
