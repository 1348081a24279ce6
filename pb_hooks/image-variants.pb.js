// Web variants of uploaded product photos (docs/decisions/0017-product-photos.md). The Node worker
// that `npm start` supervises (scripts/image-worker.mjs) makes them; this file tells it what to
// look at and serves what it made. Nothing here ever encodes an image, and nothing is written to a
// product: the variants are derived files, found by a URL made from the stored file's name, so the
// sync carries nothing new and no save can loop.
//
// - At every start (and after a restore, which restarts the server) `source.json` says where
//   the products' uploads are; the worker then checks every upload, so a restored backup or a
//   wiped variants folder gets its variants back.
// - After a product is created, updated or deleted, a note `queue/<id>` asks the worker to look at
//   its files; it makes what is missing and drops the variants of files that are gone. The
//   note is written whatever the way in (dashboard, /admin, import, API).
// - GET /img/v1/{record}/{file}/{variant}: the variant, cached for a year as immutable (a new
//   upload has a new file name, a new encoding a new version); until it exists, a redirect to
//   the stored file that no cache keeps, so the shopper sees the photo and causes no work.

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/image-queue.js`).writeSource(e.app);
});

// A product created without uploads has nothing to look at (a 10,000-row import of links
// writes no notes); an update or a deletion may have removed uploads, so it is always noted.
onRecordAfterCreateSuccess((e) => {
  if (e.record.getStringSlice("images").length === 0) return e.next();
  require(`${__hooks}/lib/image-queue.js`).noteAfter(e);
}, "products");
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/image-queue.js`).noteAfter(e);
}, "products");
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/image-queue.js`).noteAfter(e);
}, "products");

routerAdd("GET", "/img/{version}/{record}/{file}/{variant}", (e) => {
  const rules = require(`${__hooks}/lib/shared.js`);
  const record = e.request.pathValue("record");
  const file = e.request.pathValue("file");
  const variant = e.request.pathValue("variant");
  const valid =
    e.request.pathValue("version") === rules.VARIANTS_VERSION &&
    rules.isUpload(record, file) &&
    rules.variantNames().includes(variant);
  if (!valid) return e.notFoundError("No such image.");
  const headers = e.response.header();
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'");
  const root = `${e.app.dataDir()}/${rules.VARIANTS_FOLDER}`;
  const name = `${rules.variantDir(record, file)}/${variant}`;
  let ready = false;
  try {
    ready = !$os.stat(`${root}/${name}`).isDir();
  } catch {
    ready = false;
  }
  if (!ready) {
    headers.set("Cache-Control", "no-store");
    return e.redirect(302, `/api/files/products/${record}/${file}`);
  }
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  return e.fileFS($os.dirFS(root), name);
});
