/**
 * A file the shopper chose, made ready to travel through the outbox: a photo is resized on the
 * device (resize-photo.ts), so a 12-megapixel phone photo leaves as a few hundred KB and never
 * meets the size limit; a PDF, where the rule takes one, goes as it is. The same check the
 * server makes (src/shared/attachments.ts) runs on what will be sent, so a refusal is said at
 * once, in the shopper's words, and nothing unsendable is queued.
 */
import { type AttachmentRule, attachmentProblem } from "../shared/attachments";
import { IMAGE_HEAD_BYTES } from "../shared/image-size";
import { m } from "./i18n/i18n";
import { resizePhoto } from "./resize-photo";

export type Prepared = { blob: Blob; name: string } | { problem: string };

/** The browser could not read the chosen file at all (moved, deleted, a cloud file not downloaded). */
export const FILE_UNREADABLE = m("This file could not be read. Please choose it again.");

async function headOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, "") || "photo";

export async function prepareAttachment(file: File, rule: AttachmentRule): Promise<Prepared> {
  let head: Uint8Array;
  try {
    head = await headOf(file);
  } catch {
    return { problem: FILE_UNREADABLE };
  }
  const asIs = attachmentProblem(head, file.size, rule);
  // a PDF within the limits goes as it is
  if (asIs === "" && !file.type.startsWith("image/")) {
    return { blob: new Blob([await file.arrayBuffer()], { type: file.type }), name: file.name };
  }
  let small: Blob;
  try {
    small = await resizePhoto(file);
  } catch {
    // not a picture the browser can open: what the server would say of it
    return { problem: asIs || rule.wrongType };
  }
  const problem = attachmentProblem(await headOf(small), small.size, rule);
  if (problem) return { problem };
  const extension = small.type === "image/webp" ? "webp" : "jpg";
  return { blob: small, name: `${baseName(file.name)}.${extension}` };
}
