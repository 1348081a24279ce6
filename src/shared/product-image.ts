/**
 * Product photos' web variants and what an image element shows for a product image path
 * (docs/decisions/0017-product-photos.md), for the app, the hooks (the server's first screen, the
 * variants route, through pb_hooks/lib/shared.js) and the image worker (which loads that bundle
 * too).
 * - An uploaded product photo (`/api/files/products/ID/FILE`): its web variants, square crops
 *   in AVIF (a <picture> source) and WebP (the <img>), made once by the image worker. Until
 *   they exist their URLs redirect to the stored file, so nothing changes on the device when
 *   they appear; `fallback` is the stored file itself.
 * - Another of the shop's own paths whose extension is not webp or avif: its webp form (the
 *   spec's rule), falling back to the path as given when that form does not exist.
 * - A link (`https://…`, `//host/…`): as typed.
 * - Nothing: the placeholder.
 */

import { RECORD_ID } from "./ids";
import { PLACEHOLDER_IMAGE, toWebp } from "./images";

export interface ImageSources {
  src: string;
  /** WebP candidates with their widths (`sizes` picks one) */
  srcSet?: string;
  /** AVIF candidates, offered first in a <picture> */
  avifSrcSet?: string;
  /** shown when `src` fails to load (then the placeholder) */
  fallback?: string;
}

interface Upload {
  recordId: string;
  file: string;
}

/** Bumped when the worker's encoding changes: new URLs, so no device keeps an old copy. */
export const VARIANTS_VERSION = "v1";
/** The variants' folder under PocketBase's data folder. */
export const VARIANTS_FOLDER = "image-variants";
/**
 * Square crops (the cards' and the product page's frames), in CSS pixels times the device's
 * pixel ratio: 200 for the 72 px thumbnails and list lines, 400 for a card on a 390 px phone
 * at DPR 2 (about 175 px wide) and on a desktop (260 px), 800 for the product page on that
 * phone (about 358 px) and on a desktop (560 px), 1200 for that desktop at DPR 2.
 */
export const SQUARE_WIDTHS = [200, 400, 800, 1200] as const;
/** The crop a link preview shows (previewImageSrc): one of SQUARE_WIDTHS. */
export const PREVIEW_WIDTH = 1200;
/** The whole photo, uncropped, at most this many pixels a side: the full-screen view (WebP). */
export const FULL_SIZE = 1600;

const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
/** A product photo's path; its two parts are then checked by isUpload. */
const PRODUCT_FILE = /^\/api\/files\/products\/([^/]+)\/([^/]+)$/;

/**
 * Every variant file of one upload: "200.avif", "200.webp", …, "1200.webp", "full.webp". The
 * full-screen view, opened by few, has WebP only: an AVIF of 1600 px costs the worker more than
 * all the crops together.
 */
export function variantNames(): string[] {
  return [...SQUARE_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]), "full.webp"];
}

/** True for a PocketBase record id. */
export function isRecordId(id: string): boolean {
  return RECORD_ID.test(id);
}

/** True for a record id and a stored file name that variants may belong to. */
export function isUpload(recordId: string, file: string): boolean {
  return isRecordId(recordId) && FILE_NAME.test(file) && !file.includes("..");
}

/** One upload's variants folder, relative to the variants folder. */
export function variantDir(recordId: string, file: string): string {
  return `${VARIANTS_VERSION}/${recordId}/${file}`;
}

/** The record id and file name of an uploaded product photo's path. */
function uploadOf(path: string): Upload | undefined {
  const [, recordId = "", file = ""] = PRODUCT_FILE.exec(path) ?? [];
  return isUpload(recordId, file) ? { recordId, file } : undefined;
}

const variantUrl = (upload: Upload, name: string) =>
  `/img/${variantDir(upload.recordId, upload.file)}/${name}`;

const squareSrcSet = (upload: Upload, format: string) =>
  SQUARE_WIDTHS.map((w) => `${variantUrl(upload, `${w}.${format}`)} ${w}w`).join(", ");

/** A link to another site, used as typed. */
export function isLink(path: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path);
}

/**
 * The sources of a product image; `full` asks for the whole uncropped photo (the full-screen
 * view, 1600 px WebP) instead of the square crops.
 */
export function productImageSources(path: string | undefined, full = false): ImageSources {
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

/**
 * One small image for a list line (cart, checkout summary, an order's items: 56-88 px): the
 * 200 px WebP crop of an upload, else what productImageSources gives.
 */
export function thumbnailSrc(path: string | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  const upload = uploadOf(path);
  return upload ? variantUrl(upload, "200.webp") : productImageSources(path).src;
}

/**
 * The photo a link preview shows (Open Graph, JSON-LD): an upload's 1200 px crop, which
 * previewers take (WhatsApp, Facebook: at least 600 px), else what productImageSources gives.
 */
export function previewImageSrc(path: string | undefined): string {
  const upload = path ? uploadOf(path) : undefined;
  return upload ? variantUrl(upload, `${PREVIEW_WIDTH}.webp`) : productImageSources(path).src;
}

/** The photo as uploaded, for magnifying in the full-screen view (uploads only). */
export function originalImage(path: string | undefined): string | undefined {
  if (!path || !uploadOf(path)) return undefined;
  return path;
}
