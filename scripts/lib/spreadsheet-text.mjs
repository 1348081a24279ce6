/**
 * The bytes of a spreadsheet saved as text, read as what they are. Excel saves "CSV UTF-8" as
 * UTF-8 with a BOM, plain "CSV (Comma delimited)" in the Windows code page (Windows-1252 for
 * Sri Lankan and Western settings), and "Unicode Text" as UTF-16 with a BOM; Google Sheets and
 * LibreOffice save UTF-8 without one. Anything else is refused with a message naming what it
 * seems to be, so a file is never read as the wrong encoding and imported garbled.
 */

/** How Excel names the save options the messages point to. */
const SAVE_AS_UTF8 = 'save it from Excel as "CSV UTF-8 (Comma delimited)" and import that file';

/**
 * Windows-1252's 0x80-0x9F (the WHATWG index); the rest of its bytes are their own code points.
 * Written out because Node's TextDecoder reads "windows-1252" as Latin-1, which turns "’" and "€"
 * into control characters. A space marks a byte the code page leaves undefined: a file
 * holding them is in another code page.
 */
const CP1252_HIGH = [..."€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ"];

/**
 * Mac Roman's é, ä, ö, ü, å, É as Windows-1252 reads them (Ž, ä→Š, ...): after a lowercase
 * letter ("NestlŽ") they give away a file saved by Excel for Mac, and are rare in real text.
 */
const MAC_ROMAN_TELL = /[a-z][\u0160\u0152\u017d\u0161\u0153\u017e\u0178\u0192]/;

/** @param {Uint8Array} bytes */
function windows1252(bytes) {
  let text = "";
  for (const b of bytes)
    text += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return text;
}

/**
 * @param {Uint8Array} bytes
 * @param {...number} prefix
 */
const startsWith = (bytes, ...prefix) => prefix.every((b, i) => bytes[i] === b);

/**
 * Which half of UTF-16's code units is zero in a BOM-less file of mostly ASCII, if any.
 * @param {Uint8Array} bytes
 */
function utf16WithoutBom(bytes) {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.6 && evenZeros < half * 0.1) return "utf-16le";
  if (evenZeros > half * 0.6 && oddZeros < half * 0.1) return "utf-16be";
  return undefined;
}

/**
 * Decodes strictly (a broken sequence throws) and drops a leading BOM.
 * @param {string} label
 * @param {Uint8Array} bytes
 */
function decode(label, bytes) {
  return new TextDecoder(label, { fatal: true }).decode(bytes);
}

/**
 * Reads a spreadsheet file's bytes.
 * @param {Uint8Array} bytes
 * @returns {{ text: string, encoding: string, legacy: boolean } | { problem: string }}
 *   `encoding` names what was read, for the import's summary; `legacy` is true for a code page
 *   (letters it cannot hold were saved as "?"); `problem` says why the file was refused.
 */
export function decodeSpreadsheet(bytes) {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    return {
      problem: `This is an Excel or LibreOffice workbook, not a CSV file: ${SAVE_AS_UTF8}.`,
    };
  }
  if (startsWith(bytes, 0xff, 0xfe, 0, 0) || startsWith(bytes, 0, 0, 0xfe, 0xff)) {
    return { problem: `The file is in UTF-32, which the import does not read: ${SAVE_AS_UTF8}.` };
  }
  const bom = startsWith(bytes, 0xef, 0xbb, 0xbf)
    ? "utf-8"
    : startsWith(bytes, 0xff, 0xfe)
      ? "utf-16le"
      : startsWith(bytes, 0xfe, 0xff)
        ? "utf-16be"
        : undefined;
  const guess = bom ?? utf16WithoutBom(bytes);
  if (guess?.startsWith("utf-16")) {
    const name = guess === "utf-16le" ? "UTF-16 LE" : "UTF-16 BE";
    try {
      return { text: decode(guess, bytes), encoding: name, legacy: false };
    } catch {
      return { problem: `The file starts as ${name} but is broken further on: ${SAVE_AS_UTF8}.` };
    }
  }
  try {
    const text = decode("utf-8", bytes);
    if (text.includes("\0")) return { problem: `This is not a text file: ${SAVE_AS_UTF8}.` };
    return { text, encoding: bom ? "UTF-8 with BOM" : "UTF-8", legacy: false };
  } catch {
    // not UTF-8: a code page, read as Windows-1252 if it is that one
  }
  if (bom)
    return { problem: `The file starts as UTF-8 but is broken further on: ${SAVE_AS_UTF8}.` };
  if (bytes.some((b) => b === 0 || CP1252_HIGH[b - 0x80] === " ")) {
    return {
      problem: `The file is neither UTF-8, UTF-16 nor Windows-1252 (another code page): ${SAVE_AS_UTF8}.`,
    };
  }
  const text = windows1252(bytes);
  if (MAC_ROMAN_TELL.test(text)) {
    return {
      problem: `The file looks like Mac Roman (Excel for Mac's "CSV (Comma delimited)"), not UTF-8: ${SAVE_AS_UTF8}.`,
    };
  }
  return { text, encoding: "Windows-1252", legacy: true };
}
