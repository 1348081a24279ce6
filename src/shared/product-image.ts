/**
 * What an image element shows for a product image path (README: Product photos). The same rule
 * as pb_hooks/lib/image-variants.js `imageSources`, which draws the server's first screen;
 * tests/unit/images.test.ts holds the two to the same answers.
 * - An uploaded product photo (`/api/files/products/ID/FILE`): its web variants, square crops
 *   in AVIF (a <picture> source) and WebP (the <img>), made once by the image worker. Until
 *   they exist their URLs redirect to the stored file, so nothing changes on the device when
 *   they appear; `fallback` is the stored file itself.
 * - Another of the shop's own paths whose extension is not webp or avif: its webp form (the
 *   spec's rule), falling back to the path as given when that form does not exist.
 * - A link (`https://…`, `//host/…`): as typed.
 * - Nothing: the placeholder.
 */
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

/** Bumped with the worker's encoding (pb_hooks/lib/image-variants.js VERSION). */
const VARIANTS = "/img/v1";
/** The square crops' widths (pb_hooks/lib/image-variants.js SQUARE_WIDTHS). */
export const SQUARE_WIDTHS = [200, 400, 800, 1200] as const;
const PRODUCT_FILE =
  /^\/api\/files\/products\/([a-z0-9]{15})\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,199})$/;

/** The record id and file name of an uploaded product photo's path. */
function uploadOf(path: string): { recordId: string; file: string } | undefined {
  const match = PRODUCT_FILE.exec(path);
  if (!match?.[1] || !match[2] || match[2].includes("..")) return undefined;
  return { recordId: match[1], file: match[2] };
}

const variantUrl = (upload: { recordId: string; file: string }, name: string) =>
  `${VARIANTS}/${upload.recordId}/${upload.file}/${name}`;

const squareSrcSet = (upload: { recordId: string; file: string }, format: string) =>
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

/** The photo as uploaded or linked, for magnifying in the full-screen view. */
export function originalImage(path: string | undefined): string | undefined {
  if (!path || !uploadOf(path)) return undefined;
  return path;
}
