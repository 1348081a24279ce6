// The web variants of uploaded product photos: their names, where they live and their URLs.
// One file for the three places that need it: the variants route (image-variants.pb.js), the
// server's first screen (page-shell.js) and the Node worker that makes them
// (scripts/image-worker.mjs, through createRequire). src/lib/product-image.ts repeats the URL
// rule for the app; tests/unit/images.test.ts holds the two to the same answers.
//
// Plain JavaScript with no PocketBase globals at the top level, so Node can load it too.

/** Bumped when the encoding changes: new URLs, so no device keeps an old immutable copy. */
const VERSION = "v1";
/**
 * Square crops (the cards' and the product page's frames), in CSS pixels times the device's
 * pixel ratio: 200 for the 72 px thumbnails and cart lines, 400 for a card on a 390 px phone
 * at DPR 2 (about 175 px wide) and on a desktop (260 px), 800 for the product page on that
 * phone (about 358 px) and on a desktop (560 px), 1200 for that desktop at DPR 2.
 */
const SQUARE_WIDTHS = [200, 400, 800, 1200];
/** The whole photo, uncropped, at most this many pixels a side: the full-screen view (WebP). */
const FULL_SIZE = 1600;
/** Best first: a <picture> offers AVIF, the <img> itself WebP. */
const FORMATS = ["avif", "webp"];
const URL_PREFIX = `/img/${VERSION}/`;
/** The folder under PocketBase's data folder. */
const FOLDER = "image-variants";

/** An uploaded product file as the app and the hooks write its path. */
const PRODUCT_FILE =
  /^\/api\/files\/products\/([a-z0-9]{15})\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,199})$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

/**
 * Every variant file of one upload: "200.avif", "200.webp", …, "1200.webp", "full.webp". The
 * full-screen view, opened by few, has WebP only: an AVIF of 1600 px costs the worker more than
 * all the crops together.
 */
function variantNames() {
  const squares = SQUARE_WIDTHS.flatMap((w) => FORMATS.map((format) => `${w}.${format}`));
  return [...squares, "full.webp"];
}

/** True for a name variantNames() lists (the route serves nothing else). */
function isVariantName(name) {
  return variantNames().includes(name);
}

/** True for a PocketBase record id. */
function isRecordId(id) {
  return RECORD_ID.test(id);
}

/** True for a record id and a stored file name the variants may belong to. */
function isUpload(recordId, file) {
  return RECORD_ID.test(recordId) && FILE_NAME.test(file) && !file.includes("..");
}

/** The record id and file name of an uploaded product photo's path, or undefined. */
function uploadOf(path) {
  const match = PRODUCT_FILE.exec(path || "");
  if (!match || match[2].includes("..")) return undefined;
  return { recordId: match[1], file: match[2] };
}

/** The URL of one variant of an upload. */
function variantUrl(upload, name) {
  return `${URL_PREFIX}${upload.recordId}/${upload.file}/${name}`;
}

/** The folder (relative to the variants folder) holding one upload's variants. */
function variantDir(recordId, file) {
  return `${VERSION}/${recordId}/${file}`;
}

/** The `srcset` of one format's square crops. */
function squareSrcSet(upload, format) {
  return SQUARE_WIDTHS.map((w) => `${variantUrl(upload, `${w}.${format}`)} ${w}w`).join(", ");
}

/**
 * What an <img> (and its <picture>) shows for a product image path:
 * - an uploaded product photo: its square crops, AVIF in a <source>, WebP in the <img>, with the
 *   stored file as the fallback (the route redirects there until the variants exist);
 * - one of the shop's own paths with another extension than webp or avif: its webp form (the
 *   spec's rule), with the path as given as the fallback when that form does not exist;
 * - a link (http://, https://, //host): as typed;
 * - nothing: the placeholder.
 * `full` asks for the whole uncropped photo (the full-screen view) instead of the crops.
 * @returns {{src: string, srcSet?: string, avifSrcSet?: string, fallback?: string}}
 */
function imageSources(path, full = false) {
  if (!path) return { src: PLACEHOLDER_IMAGE };
  const upload = uploadOf(path);
  if (upload && full) return { src: variantUrl(upload, "full.webp"), fallback: path };
  if (upload) {
    return {
      src: variantUrl(upload, "400.webp"),
      srcSet: squareSrcSet(upload, "webp"),
      avifSrcSet: squareSrcSet(upload, "avif"),
      fallback: path,
    };
  }
  if (isLink(path)) return { src: path };
  const webp = toWebp(path);
  return webp === path ? { src: path } : { src: webp, fallback: path };
}

const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** A link to another site, used as typed. */
function isLink(path) {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path);
}

/** The spec's rule: a path with an extension other than webp or avif becomes its webp form. */
function toWebp(path) {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const slash = bare.lastIndexOf("/");
  if (bare.slice(0, slash + 1).endsWith("//")) return path; // a bare host, no file name
  const dot = bare.lastIndexOf(".");
  if (dot <= slash) return path;
  const ext = bare.slice(dot + 1).toLowerCase();
  if (ext === "webp" || ext === "avif") return path;
  return `${bare.slice(0, dot)}.webp${rest}`;
}

module.exports = {
  VERSION,
  SQUARE_WIDTHS,
  FULL_SIZE,
  FORMATS,
  URL_PREFIX,
  FOLDER,
  PLACEHOLDER_IMAGE,
  variantNames,
  isVariantName,
  isRecordId,
  isUpload,
  uploadOf,
  variantUrl,
  variantDir,
  imageSources,
  isLink,
  toWebp,
};
