/**
 * A phone photo made small on the device before it is sent (the owner's product photos, a
 * payment slip, a custom request's photos): its longest side at most
 * 2,000 px, turned upright by its EXIF orientation, as WebP (JPEG where the browser cannot
 * encode WebP) at quality 0.85. A 12-megapixel, 8 MB photo leaves as a few hundred KB, so a
 * weak connection sends it in seconds and it never meets the server's size limit; the server
 * still checks what arrives (pb_hooks). A file the browser cannot decode is refused in words.
 */
import { IMAGE_HEAD_BYTES, MAX_IMAGE_PIXELS, readImageHead } from "../shared/image-size";

export const PHOTO_LONGEST_SIDE_PX = 2000;
const QUALITY = 0.85;

export class PhotoError extends Error {}

/** The photo resized and encoded; throws PhotoError with a sentence for the form. */
export async function resizePhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith("image/")) {
    throw new PhotoError(`${file.name} is not a photo: choose a JPEG, PNG, WebP or HEIC picture.`);
  }
  // A 48 KB PNG may declare 20000×20000 pixels: decoding it takes 1.6 GB, more than a phone's
  // tab may hold. The header says so before anything decodes it.
  const head = readImageHead(new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()));
  if (head && head.width * head.height > MAX_IMAGE_PIXELS) {
    throw new PhotoError(
      `${file.name} has too many pixels to open: choose a photo taken with a phone, or a screenshot.`,
    );
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoError(`${file.name} could not be read as a photo: try another one.`);
  }
  const scale = Math.min(1, PHOTO_LONGEST_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  try {
    const webp = await encode(bitmap, width, height, "image/webp");
    if (webp.type === "image/webp") return webp;
    return await encode(bitmap, width, height, "image/jpeg");
  } finally {
    bitmap.close();
  }
}

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
): Promise<Blob> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new PhotoError("This browser cannot resize photos.");
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoError("This browser cannot resize photos.");
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError("The photo could not be resized."))),
      type,
      QUALITY,
    ),
  );
}
