// What the server tells the image worker (scripts/image-worker.mjs), as files in the variants
// folder under the data folder: where the products' uploads are (source.json, at every start: bootstrap runs again after a restore)
// and which products changed (queue/<id>, one empty note a product, however many saves). Files
// written under a temporary name and renamed, so the worker never reads half of one.
// (The generated types model Go's FileMode as an object; goja passes the number through.)

/** @type {any} */
const FILE_MODE = 0o644;
/** @type {any} */
const DIR_MODE = 0o755;

function folder(app) {
  return `${app.dataDir()}/${require(`${__hooks}/lib/shared.js`).VARIANTS_FOLDER}`;
}

function writeWhole(path, text) {
  const temporary = `${path}.${$security.randomString(10)}.tmp`;
  $os.writeFile(temporary, text, FILE_MODE);
  $os.rename(temporary, path);
}

/**
 * source.json: the products' storage folder (relative to the data folder), or `s3: true` when
 * uploads live in S3 storage, which the worker cannot read (docs/decisions/0017-product-photos.md).
 */
function writeSource(app) {
  let products;
  try {
    products = app.findCollectionByNameOrId("products");
  } catch {
    return; // a command run before the migrations (npm start's `migrate up`)
  }
  try {
    const dir = folder(app);
    $os.mkdirAll(dir, DIR_MODE);
    const source = app.settings().s3.enabled ? { s3: true } : { storage: `storage/${products.id}` };
    writeWhole(`${dir}/source.json`, JSON.stringify({ ...source, at: new Date().toISOString() }));
  } catch (error) {
    app.logger().warn("image variants: no source.json", "error", String(error));
  }
}

/**
 * After a product's save or deletion succeeded: a note that the worker should look at its
 * uploads. The worker reads the files themselves, so a note only says which product.
 */
function noteAfter(e) {
  e.next();
  try {
    const dir = `${folder(e.app)}/queue`;
    $os.mkdirAll(dir, DIR_MODE);
    writeWhole(`${dir}/${e.record.id}`, e.record.id);
  } catch (error) {
    e.app.logger().warn("image variants: no note", "id", e.record.id, "error", String(error));
  }
}

module.exports = { writeSource, noteAfter };
