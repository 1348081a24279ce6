/**
 * The smallest files a refund's video check takes (src/shared/attachments.ts VIDEO_RULE), for
 * the unit, integration and e2e tests alike.
 */

const ascii = (text: string) => text.split("").map((c) => c.charCodeAt(0));

/**
 * A minimal MP4 (or MOV with brand "qt  "): an `ftyp` box and an `mdat` box of `bytes` zeros,
 * as a refund's video.
 */
export function mp4(bytes = 64, brand = "isom"): Uint8Array<ArrayBuffer> {
  const ftyp = [0, 0, 0, 24, ...ascii(`ftyp${brand}`), 0, 0, 2, 0, ...ascii(`${brand}mp41`)];
  const file = new Uint8Array(ftyp.length + 8 + bytes);
  file.set(ftyp);
  new DataView(file.buffer).setUint32(ftyp.length, 8 + bytes);
  file.set([0x6d, 0x64, 0x61, 0x74], ftyp.length + 4); // "mdat"
  return file;
}

/** A minimal WebM: the EBML header with DocType "webm", then an empty Segment. */
export function webm(): Uint8Array<ArrayBuffer> {
  const header = [0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81, 1, 0x42, 0xf2, 0x81, 4, 0x42, 0xf3];
  header.push(0x81, 8, 0x42, 0x82, 0x84, ...ascii("webm"), 0x42, 0x87, 0x81, 4, 0x42, 0x85);
  header.push(0x81, 2);
  const segment = [0x18, 0x53, 0x80, 0x67, 0x80];
  return new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length, ...header, ...segment]);
}
