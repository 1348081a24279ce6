/**
 * A spreadsheet cell that starts with = + - @ (or a tab or CR) runs as a formula when the file
 * is opened: a customer's name or a product's text could then reach the web or the owner's
 * other files (CSV injection). Every CSV the shop writes (orders.csv, the catalogue export)
 * guards such a cell with a leading apostrophe, and the catalogue import takes it off again,
 * so export then import changes nothing. A text that already starts with apostrophes before
 * such a character gets one more, so taking one off always gives back what was written.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_START = "=+-@\t\r";

/** True when `text` is apostrophes (maybe none) then a formula's first character. */
function looksGuardable(text: string): boolean {
  let i = 0;
  while (text[i] === "'") i++;
  const next = text[i];
  return next !== undefined && FORMULA_START.includes(next);
}

/** The cell's text as the CSV carries it. */
export function guardFormula(text: string): string {
  // plain string tests, not regular expressions: an export runs this for every cell
  return text && looksGuardable(text) ? `'${text}` : text;
}

/** The text a guarded cell was made from (`guardFormula` undone); other cells as they are. */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && looksGuardable(text) ? text.slice(1) : text;
}
