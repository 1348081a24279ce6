/**
 * What a shopper or guest types is kept to text a person can see. Control characters
 * (U+0000-U+001F, U+007F-U+009F) and the invisible marks that reorder text on screen
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069: "Trojan source" tricks that make an
 * order or a mail read differently from what is stored) are removed. A one-line field turns
 * line breaks and tabs into spaces, so nothing typed can add a header to a mail; a many-line
 * field keeps its line breaks (as \n) and tabs. The joiners U+200C and U+200D stay: Sinhala
 * and Tamil spelling needs them.
 *
 * Required and minimum-length rules count visible characters only: a text of nothing but
 * format characters (U+200B, U+2060, U+00AD, ...), spaces or blank look-alikes (U+3164 Hangul
 * filler, U+2800 braille blank, U+034F, variation selectors) is empty, and is stored as "".
 */
import * as v from "valibot";

const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * What shows nothing on screen: every format character (Unicode's Cf, listed out because the
 * server's JS engine has no \p{...} classes; tests/unit/visible-text.test.ts checks the list
 * against Node's \p{Cf}), white space, and the letters and marks drawn as blanks.
 */
const UNSEEN = new RegExp(
  [
    "[\\s\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u180E\\u200B-\\u200F",
    "\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB",
    // blank look-alikes: grapheme joiner, Hangul fillers, Khmer and Mongolian marks, braille
    // blank, variation selectors
    "\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u2800\\u3164\\uFE00-\\uFE0F\\uFFA0]",
    // astral ones as surrogate pairs: Kaithi, Egyptian and shorthand format marks, musical
    // beams, tags and the supplementary variation selectors
    "|\\uD804[\\uDCBD\\uDCCD]|\\uD80D[\\uDC30-\\uDC3F]|\\uD82F[\\uDCA0-\\uDCA3]",
    "|\\uD834[\\uDD73-\\uDD7A]|\\uDB40[\\uDC01\\uDC20-\\uDC7F\\uDD00-\\uDDEF]",
  ].join(""),
  "g",
);

/** How many characters of `text` can be seen. */
export function visibleLength(text: string): number {
  return text.replace(UNSEEN, "").length;
}

/** A text with nothing to see becomes "", so "required" refuses it and nothing blank is stored. */
const blankToEmpty = (text: string) => (visibleLength(text) === 0 ? "" : text);

/** At least `min` visible characters (spaces and invisible marks are not counted). */
export const visibleMinLength = (min: number, message: string) =>
  v.check((text: string) => visibleLength(text) >= min, message);

/** One line of text: line breaks and tabs become spaces, control and direction marks go. */
export function cleanLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").replace(INVISIBLE, "");
}

/** Text of several lines: CRLF and CR become \n; control and direction marks go. */
export function cleanLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "");
}

/** A one-line text field as typed: cleaned and trimmed before any other check. */
export const lineText = () =>
  v.pipe(v.string(), v.transform(cleanLine), v.trim(), v.transform(blankToEmpty));

/** A many-line text field as typed: cleaned and trimmed before any other check. */
export const linesText = () =>
  v.pipe(v.string(), v.transform(cleanLines), v.trim(), v.transform(blankToEmpty));
