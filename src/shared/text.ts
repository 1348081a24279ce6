/**
 * What a shopper or guest types is kept to text a person can see. Control characters
 * (U+0000-U+001F, U+007F-U+009F) and the invisible marks that reorder text on screen
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069: "Trojan source" tricks that make an
 * order or a mail read differently from what is stored) are removed. A one-line field turns
 * line breaks and tabs into spaces, so nothing typed can add a header to a mail; a many-line
 * field keeps its line breaks (as \n) and tabs. The joiners U+200C and U+200D stay: Sinhala
 * and Tamil spelling needs them.
 */
import * as v from "valibot";

const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** One line of text: line breaks and tabs become spaces, control and direction marks go. */
export function cleanLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").replace(INVISIBLE, "");
}

/** Text of several lines: CRLF and CR become \n; control and direction marks go. */
export function cleanLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "");
}

/** A one-line text field as typed: cleaned and trimmed before any other check. */
export const lineText = () => v.pipe(v.string(), v.transform(cleanLine), v.trim());

/** A many-line text field as typed: cleaned and trimmed before any other check. */
export const linesText = () => v.pipe(v.string(), v.transform(cleanLines), v.trim());
