/**
 * Files attached to a record: a shopper's payment slip (a photo or PDF) and a custom request's
 * photos, and the owner's unboxing video on a refund (/admin, so in English only).
 * Each kind has its limits and its refusals in words, one sentence per reason
 * (type, bytes, pixels, count), written once: the server's hooks refuse with them
 * (pb_hooks/lib/upload-check.js `checkAttachments`) and the app translates them like any of the
 * server's sentences. A refusal never repeats a file's name: the server renames what it stores,
 * and a name the shopper never chose only confuses.
 */
import { MAX_IMAGE_PIXELS, readImageHead } from "./image-size";

/** What a rule takes, told by the first bytes: a photo, a PDF (a bank's e-receipt), a video. */
export type AttachmentKind = "photo" | "pdf" | "video";

export interface AttachmentRule {
  kinds: readonly AttachmentKind[];
  maxBytes: number;
  maxFiles: number;
  wrongType: string;
  tooBig: string;
  /** a photo's refusals, where the rule takes photos */
  tooManyPixels?: string;
  unreadable?: string;
  tooMany: string;
}

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
/** What the slip's file input offers; any photo the browser can open is resized first. */
export const SLIP_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"];

export const SLIP_RULE: AttachmentRule = {
  kinds: ["photo", "pdf"],
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
  kinds: ["photo"],
  maxBytes: REQUEST_PHOTO_MAX_BYTES,
  maxFiles: MAX_REQUEST_PHOTOS,
  wrongType:
    "This file is not a photo. Choose a photo or a screenshot of what you are looking for.",
  tooBig: "This photo is larger than 2 MB. Choose a smaller photo or a screenshot.",
  tooManyPixels: "This photo is too large to open. Choose a smaller photo or a screenshot.",
  unreadable: "This photo could not be read. Choose another photo or a screenshot.",
  tooMany: "At most 3 photos can be sent with a request.",
};

/**
 * A refund's unboxing video, as a customer sends it on WhatsApp: WhatsApp sends a video at
 * about 1–1.5 Mbit/s, 8–12 MB a minute, so a 2-minute video is about 25 MB and 50 MB leaves room
 * for its "HD" setting (docs/decisions/0240-refund-video-file.md).
 */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** What the refund form's file input offers (MP4, MOV, WebM). */
export const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"];

export const VIDEO_RULE: AttachmentRule = {
  kinds: ["video"],
  maxBytes: VIDEO_MAX_BYTES,
  maxFiles: 1,
  wrongType: "This file is not a video. Choose the MP4, MOV or WebM video of the unboxing.",
  tooBig:
    "This video is larger than 50 MB. Ask the customer for a shorter video, or paste a link to it.",
  tooMany: "Attach one video to a refund.",
};

const PHOTO_TYPES = ["jpeg", "png", "webp"];

const startsWith = (head: ArrayLike<number>, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

const isPdf = (head: ArrayLike<number>) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

/** HEIF and AVIF photos start with an `ftyp` box too: these brands are pictures, not videos. */
const PICTURE_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"];

/**
 * MP4 and MOV: an `ftyp` box at byte 4 whose brand is not a picture's; WebM: the EBML magic
 * 1A 45 DF A3. Only the container is read: what plays is the owner's phone's business.
 */
function isVideo(head: ArrayLike<number>): boolean {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return true;
  if (!startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return false; // "ftyp"
  const brand = String.fromCharCode(...Array.from({ length: 4 }, (_, i) => head[8 + i] ?? 0));
  return !PICTURE_BRANDS.includes(brand);
}

/**
 * Why one attached file must be refused, by its first bytes (never its name or declared type)
 * and its size, or "" when it is fine. Nothing is decoded: the pixel count is the header's.
 */
export function attachmentProblem(
  head: ArrayLike<number>,
  size: number,
  rule: AttachmentRule,
): string {
  const takes = (kind: AttachmentKind) => rule.kinds.includes(kind);
  const image = takes("photo") ? readImageHead(head) : undefined;
  if (!image || !PHOTO_TYPES.includes(image.type)) {
    const other = (takes("pdf") && isPdf(head)) || (takes("video") && isVideo(head));
    if (!other) return rule.wrongType;
  } else if (image.width === 0 || image.height === 0) {
    return rule.unreadable ?? rule.wrongType;
  } else if (image.width * image.height > MAX_IMAGE_PIXELS) {
    return rule.tooManyPixels ?? rule.wrongType;
  }
  return size > rule.maxBytes ? rule.tooBig : "";
}

/** The sentences a refusal picks from, by reason. */
type RefusalTexts = Pick<AttachmentRule, "wrongType" | "tooBig" | "tooMany">;

/** A file refused where the app does not know which rule applied: any shopper's photo. */
export const ANY_PHOTO: RefusalTexts = {
  wrongType: "This file is not a photo. Choose a photo or a screenshot.",
  tooBig: "This file is too large. Choose a smaller photo.",
  tooMany: "Too many files were attached. Remove one and try again.",
};

/** PocketBase's own refusals of a file, whose texts name the stored file, by their codes. */
const REASON_OF_CODE: Record<string, keyof RefusalTexts> = {
  validation_invalid_mime_type: "wrongType",
  validation_file_size_limit: "tooBig",
  validation_too_many_values: "tooMany",
};

/**
 * The app's sentence for PocketBase's own refusal of a file (`code`), in the words of the rule
 * the file was sent under; undefined for a code that is not a file's.
 */
export function fileRefusal(
  code: string | undefined,
  rule: RefusalTexts = ANY_PHOTO,
): string | undefined {
  const reason = code ? REASON_OF_CODE[code] : undefined;
  return reason && rule[reason];
}
