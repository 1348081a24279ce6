/**
 * Encoding the web variants of one uploaded photo with sharp (libvips): square crops at the
 * widths the app's srcset offers and the whole photo for the full-screen view, each in AVIF and
 * WebP (src/shared/product-image.ts names them). The photo is decoded once, turned upright
 * (EXIF orientation) and brought down to the largest size any variant needs; every variant is
 * made from that. A variant never enlarges: a small upload's "1200" square is as wide as the upload allows.
 */
import { mkdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/**
 * The variants' names, sizes and folders: src/shared/product-image.ts, as the hooks run it
 * (pb_hooks/lib/shared.js, which npm start and npm run dev rebuild before this starts).
 * @type {typeof import("../../src/shared/server.ts")}
 */
export const rules = createRequire(import.meta.url)("../../pb_hooks/lib/shared.js");

/**
 * Chosen on noisy 4000x3000 phone photos (scripts/lib/test-photos.mjs) so both formats keep a
 * card under 30 KB and a product page under 120 KB (BENCHMARKS.md: image bytes): AVIF effort 3
 * is five times faster than the default 4 for a few KB more, which matters on a 1 vCPU server;
 * WebP (browsers without AVIF only) needs quality 60 for the 800 crop of such a photo.
 */
const ENCODE = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 60, effort: 4 },
};

/** The order variants are written in: what shoppers see most comes first. */
const ORDER = ["400", "800", "200", "1200", "full"];

/** Variant names in the order they are made. */
export function variantsInOrder() {
  const rank = (name) => ORDER.indexOf(name.split(".")[0]);
  return rules.variantNames().sort((a, b) => rank(a) - rank(b));
}

/**
 * Writes the variants of `source` named in `names` into `dir`. Each lands under a temporary
 * name first and is renamed into place, so the route serves a whole file or none.
 * @param {string} source the uploaded file
 * @param {string} dir the upload's variants folder
 * @param {string[]} names which variants to write (e.g. the missing ones)
 */
export async function writeVariants(source, dir, names) {
  if (names.length === 0) return;
  // an upload over the limit is refused before it is stored (src/shared/image-size.ts); one
  // stored before that limit fails here instead of decoding into gigabytes
  const limitInputPixels = rules.MAX_IMAGE_PIXELS;
  const { data, info } = await sharp(source, { animated: false, limitInputPixels })
    .rotate()
    .resize(rules.FULL_SIZE, rules.FULL_SIZE, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await mkdir(dir, { recursive: true });
  for (const name of variantsInOrder().filter((n) => names.includes(n))) {
    const [size, format] = name.split(".");
    let image = sharp(data, { raw });
    if (size !== "full") {
      // a square crop of the middle, as the frames' object-fit: cover shows it
      const side = Math.min(Number(size), raw.width, raw.height);
      image = image.resize(side, side, { fit: "cover" });
    }
    image = format === "avif" ? image.avif(ENCODE.avif) : image.webp(ENCODE.webp);
    const target = path.join(dir, name);
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await image.toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
