/**
 * Files a shopper attaches: a payment slip (a photo or PDF) and a custom request's photos.
 * Each kind has its limits and its refusals in the shopper's words, one sentence per reason
 * (type, bytes, pixels, count), written once: the server's hooks refuse with them
 * (pb_hooks/lib/upload-check.js `checkAttachments`) and the app translates them like any of the
 * server's sentences. A refusal never repeats a file's name: the server renames what it stores,
 * and a name the shopper never chose only confuses.
 */
import { MAX_IMAGE_PIXELS, readImageHead } from "./image-size";

export interface AttachmentRule {
  /** PDFs are taken as they are (a bank's e-receipt); photos only otherwise */
  pdf: boolean;
  maxBytes: number;
  maxFiles: number;
  wrongType: string;
  tooBig: string;
  tooManyPixels: string;
  unreadable: string;
  tooMany: string;
}

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
/** What the slip's file input offers; any photo the browser can open is resized first. */
export const SLIP_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"];

export const SLIP_RULE: AttachmentRule = {
  pdf: true,
  maxBytes: SLIP_MAX_BYTES,
  maxFiles: 1,
  wrongType: "This file is not a photo or PDF. Choose a photo of your bank slip.",
  tooBig: "This file is larger than 5 MB. Choose a photo of your bank slip, or a smaller PDF.",
  tooManyPixels:
    "This photo is too large to open. Choose a photo of your bank slip taken with your phone, or a screenshot of it.",
  unreadable: "This photo could not be read. Take a new photo of your bank slip and choose it.",
  tooMany: "Send one slip at a time.",
};

/** A request's photo after the device resized it is a few hundred KB; 2 MB leaves room. */
export const REQUEST_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_REQUEST_PHOTOS = 3;

export const REQUEST_PHOTO_RULE: AttachmentRule = {
  pdf: false,
  maxBytes: REQUEST_PHOTO_MAX_BYTES,
  maxFiles: MAX_REQUEST_PHOTOS,
  wrongType:
    "This file is not a photo. Choose a photo or a screenshot of what you are looking for.",
  tooBig: "This photo is larger than 2 MB. Choose a smaller photo or a screenshot.",
  tooManyPixels: "This photo is too large to open. Choose a smaller photo or a screenshot.",
  unreadable: "This photo could not be read. Choose another photo or a screenshot.",
  tooMany: "At most 3 photos can be sent with a request.",
};

const PHOTO_TYPES = ["jpeg", "png", "webp"];

const isPdf = (head: ArrayLike<number>) =>
  [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, i) => head[i] === byte); // "%PDF-"

/**
 * Why one attached file must be refused, by its first bytes (never its name or declared type)
 * and its size, or "" when it is fine. Nothing is decoded: the pixel count is the header's.
 */
export function attachmentProblem(
  head: ArrayLike<number>,
  size: number,
  rule: AttachmentRule,
): string {
  const image = readImageHead(head);
  if (!image || !PHOTO_TYPES.includes(image.type)) {
    if (!(rule.pdf && isPdf(head))) return rule.wrongType;
  } else if (image.width === 0 || image.height === 0) {
    return rule.unreadable;
  } else if (image.width * image.height > MAX_IMAGE_PIXELS) {
    return rule.tooManyPixels;
  }
  return size > rule.maxBytes ? rule.tooBig : "";
}

/** The app's sentence for PocketBase's own refusal of a file (its text names the stored file). */
export const FILE_REFUSED_CODES: Record<string, string> = {
  validation_invalid_mime_type: "This file is not a photo. Choose a photo or a screenshot.",
  validation_file_size_limit: "This file is too large. Choose a smaller photo.",
  validation_too_many_values: "Too many files were attached. Remove one and try again.",
};
