/// <reference path="../../pb_data/types.d.ts" />
// The static shell of a product page, with that product's photo and name (see
// app-delivery.pb.js). The markup repeats what product-details-screen.tsx renders first, with
// the same image sources, so the app takes over without a second download or a jump.

const IMAGE_SIZES = "(max-width: 768px) 100vw, 560px";

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
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

/** The page's HTML, or undefined to let the ordinary SPA shell be served. */
function render(e, id, dir) {
  if (!dir || !/^[a-z0-9]{15}$/.test(id)) return undefined;
  const record = visibleProduct(e, id);
  if (!record) return undefined;
  const file = record.getStringSlice("images")[0];
  // external image URLs are rewritten by the app's mapper; only uploaded files are drawn here
  if (!file || file.includes("/")) return undefined;
  let html;
  try {
    html = toString($os.readFile(`${dir}/index.html`));
  } catch {
    return undefined;
  }
  const path = `/api/files/products/${record.id}/${encodeURIComponent(file)}`;
  const name = escapeHtml(record.getString("name"));
  // Same sources as src/lib/product-image.ts: webp and avif as they are, thumbs for the rest.
  const sources = /\.(webp|avif)$/i.test(file)
    ? `src="${path}"`
    : `src="${path}?thumb=400x400" srcset="${path}?thumb=200x200 200w, ${path}?thumb=400x400 400w, ${path}?thumb=800x0 800w"`;
  const markup = [
    '<div class="page container boot-shell__details">',
    // the breadcrumb line the page opens with, so the photo does not move down when it arrives
    '<p class="breadcrumbs" aria-hidden="true">&nbsp;</p>',
    `<img class="product-image" ${sources}`,
    ` sizes="${IMAGE_SIZES}" alt="${name}" width="800" height="800" fetchpriority="high" />`,
    `<h1 class="details__name">${name}</h1>`,
    "</div>",
  ].join("");
  if (!html.includes("<!--product-shell-->")) return undefined;
  // A function replacement: "$&" or "$'" in a product name must stay literal text.
  return html.replace("<!--product-shell-->", () => markup);
}

module.exports = { render, escapeHtml };
