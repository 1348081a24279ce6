/**
 * A refund's video is known by its first bytes (src/shared/attachments.ts VIDEO_RULE), never
 * its name: MP4 and MOV by an `ftyp` box at byte 4, WebM by the EBML magic; a HEIF or AVIF
 * photo starts with an `ftyp` box too and is refused, like a photo or text.
 */
import { describe, expect, it } from "vitest";
import { attachmentProblem, VIDEO_MAX_BYTES, VIDEO_RULE } from "../../src/shared/attachments";
import { mp4, webm } from "../shared/videos";

const check = (head: Uint8Array, size = head.length) => attachmentProblem(head, size, VIDEO_RULE);

describe("a refund's video by its bytes", () => {
  it("takes MP4, MOV and WebM up to 50 MB", () => {
    expect(check(mp4())).toBe("");
    expect(check(mp4(64, "qt  "))).toBe("");
    expect(check(mp4(64, "mp42"))).toBe("");
    expect(check(webm())).toBe("");
    expect(check(mp4(), VIDEO_MAX_BYTES)).toBe("");
  });

  it("refuses photos, text and anything over 50 MB", () => {
    for (const brand of ["heic", "mif1", "avif"]) {
      expect(check(mp4(64, brand))).toBe(VIDEO_RULE.wrongType);
    }
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    expect(check(jpeg)).toBe(VIDEO_RULE.wrongType);
    expect(check(new TextEncoder().encode("notes.mp4: not a video"))).toBe(VIDEO_RULE.wrongType);
    expect(check(mp4(), VIDEO_MAX_BYTES + 1)).toBe(VIDEO_RULE.tooBig);
  });
});
