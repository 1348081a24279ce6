/**
 * An uploaded photo's type and pixel size, read from its first bytes without decoding it
 * (docs/operations.md, "Limits an attacker meets"). A 48 KB PNG can declare 20000x20000 pixels:
 * whatever decodes it (a thumbnail, the image worker) needs 1.6 GB. Every upload hook refuses
 * such a file before it is stored (pb_hooks/lib/upload-check.js), and the image worker tells
 * sharp the same limit. The type comes from the bytes, never from the file's name.
 */

/** The most pixels an uploaded photo may have: more than any phone's usual photo (12 to 24
 * megapixels); its decoded copy stays within 160 MB. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How much of a file is read to find its size: a JPEG's size follows its EXIF and colour
 * profile, which a phone keeps within the first few hundred KB. */
export const IMAGE_HEAD_BYTES = 1024 * 1024;

export type ImageType = "png" | "jpeg" | "gif" | "webp" | "avif";

export interface ImageHead {
  type: ImageType;
  /** 0 when the header does not say (a broken or truncated file) */
  width: number;
  height: number;
}

type Bytes = ArrayLike<number>;

const at = (b: Bytes, i: number) => b[i] ?? -1;
const ascii = (b: Bytes, i: number, text: string) =>
  [...text].every((c, k) => at(b, i + k) === c.charCodeAt(0));
const be16 = (b: Bytes, i: number) => (at(b, i) << 8) | at(b, i + 1);
const le16 = (b: Bytes, i: number) => at(b, i) | (at(b, i + 1) << 8);
const le24 = (b: Bytes, i: number) => le16(b, i) | (at(b, i + 2) << 16);
const be32 = (b: Bytes, i: number) => be16(b, i) * 65536 + be16(b, i + 2);

/** Start-of-frame markers (baseline, progressive, lossless, ...), not DHT, JPG or DAC. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(m);

/** Walks a JPEG's segments to its frame header; skipped segments (EXIF, thumbnails) are jumped. */
function jpegSize(b: Bytes): [number, number] {
  let i = 2;
  while (i + 9 < b.length) {
    if (at(b, i) !== 0xff) return [0, 0];
    const marker = at(b, i + 1);
    if (marker === 0xff) {
      i++; // fill byte
    } else if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
    } else if (isStartOfFrame(marker)) {
      return [be16(b, i + 7), be16(b, i + 5)];
    } else {
      i += 2 + be16(b, i + 2);
    }
  }
  return [0, 0];
}

function webpSize(b: Bytes): [number, number] {
  if (ascii(b, 12, "VP8 ")) return [le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff];
  if (ascii(b, 12, "VP8L")) {
    const bits = at(b, 21) | (at(b, 22) << 8) | (at(b, 23) << 16) | (at(b, 24) << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(b, 12, "VP8X")) return [le24(b, 24) + 1, le24(b, 27) + 1];
  return [0, 0];
}

/** An AVIF's largest `ispe` (image spatial extent) property: a grid's canvas, not its tiles. */
function avifSize(b: Bytes): [number, number] {
  let best: [number, number] = [0, 0];
  const end = Math.min(b.length, 64 * 1024);
  for (let i = 0; i + 16 <= end; i++) {
    if (at(b, i) !== 0x69 || !ascii(b, i, "ispe")) continue;
    const size: [number, number] = [be32(b, i + 8), be32(b, i + 12)];
    if (size[0] * size[1] > best[0] * best[1]) best = size;
  }
  return best;
}

/** The image type the bytes are and the size their header declares; undefined for any other file. */
export function readImageHead(b: Bytes): ImageHead | undefined {
  let type: ImageType;
  let size: [number, number];
  if (ascii(b, 0, "\x89PNG") && ascii(b, 12, "IHDR")) {
    type = "png";
    size = [be32(b, 16), be32(b, 20)];
  } else if (at(b, 0) === 0xff && at(b, 1) === 0xd8 && at(b, 2) === 0xff) {
    type = "jpeg";
    size = jpegSize(b);
  } else if (ascii(b, 0, "GIF8")) {
    type = "gif";
    size = [le16(b, 6), le16(b, 8)];
  } else if (ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    type = "webp";
    size = webpSize(b);
  } else if (ascii(b, 4, "ftypavif") || ascii(b, 4, "ftypavis")) {
    type = "avif";
    size = avifSize(b);
  } else {
    return undefined;
  }
  return { type, width: Math.max(size[0], 0), height: Math.max(size[1], 0) };
}

/**
 * Why an uploaded file must be refused, in words for the person who sent it, or "" when its
 * header is fine. Files that are not photos (a PDF slip) are left to the field's own type check.
 */
export function uploadProblem(head: Bytes): string {
  const image = readImageHead(head);
  if (!image) return "";
  if (image.width === 0 || image.height === 0) {
    return "This photo's size could not be read: the file may be damaged. Please save it again and send it.";
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((image.width * image.height) / 1e6);
    return `This photo is ${image.width} x ${image.height} pixels (${megapixels} megapixels): at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are taken. Please send a smaller copy (a screenshot of it is fine).`;
  }
  return "";
}
