/**
 * The owner's spreadsheet <-> the catalogue. One row a product, keyed by `handle`:
 *
 *   handle, name, brand, category, subcategory, price, stripePrice, discount, description,
 *   options ("Label=Price; Label=Price"), outOfStock, isInHome, isBestSeller,
 *   images ("file.webp; other.jpg; https://..."), weightGrams (optional: "450", "450 g",
 *   "1.2 kg"; empty = the subcategory's default weight for the delivery fee; a file without the
 *   column leaves every stored weight as it is)
 *
 * Header names in any order and case. Reading accepts what Excel, LibreOffice and Google Sheets
 * save: UTF-8 with or without BOM, UTF-16 and Windows-1252 (spreadsheet-text.mjs), comma,
 * semicolon or tab, quoted fields with newlines (csv-parse).
 * Rows are numbered as the spreadsheet shows them: the header is row 1.
 */
import { createRequire } from "node:module";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { decodeSpreadsheet } from "./spreadsheet-text.mjs";

/**
 * The formula guard every CSV of the shop shares (src/shared/spreadsheet-cells.ts), as the hooks
 * run it (pb_hooks/lib/shared.js, rebuilt by npm start and npm run build:shared).
 * @type {typeof import("../../src/shared/server.ts")}
 */
const { guardFormula, unguardFormula } = createRequire(import.meta.url)(
  "../../pb_hooks/lib/shared.js",
);

export const COLUMNS = [
  "handle",
  "name",
  "brand",
  "category",
  "subcategory",
  "price",
  "stripePrice",
  "discount",
  "description",
  "options",
  "outOfStock",
  "isInHome",
  "isBestSeller",
  "images",
  "weightGrams",
];
/** The heaviest parcel a product may weigh, as the products collection allows (100 kg). */
const MAX_GRAMS = 100_000;
const REQUIRED = ["handle", "name", "category", "subcategory", "price"];
const HANDLE = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const TRUE = new Set(["true", "yes", "1", "y", "x"]);
const FALSE = new Set(["false", "no", "0", "n", ""]);

/** The delimiter of the header line: whichever of , ; and tab it has most of (ties: comma). */
function delimiterOf(text) {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const count = (d) => header.split(d).length;
  return [";", "\t"].reduce((best, d) => (count(d) > count(best) ? d : best), ",");
}

/** What Excel writes for each letter its "CSV (Comma delimited)" code page cannot hold. */
const LOST_LETTERS = /\?{2,}/;

/**
 * A price as typed in a spreadsheet: "1450", "1,450", "6500.00", "LKR 1 450", "Rs. 650/-" (the
 * rupee sign in English, Sinhala or Tamil, and the "/-" or "/=" that closes an amount on a
 * bill), and the decimal comma of the locales that save with semicolons ("1450,50",
 * "1.450,50"). A comma followed by one or two digits at the end is a decimal comma; any other
 * comma separates thousands.
 */
function money(value, column, errors) {
  let text = value
    .replace(/\s/g, "")
    .replace(/^(LKR|Rs|රු|ரூ)\.?/i, "")
    .replace(/\/[-=]$/, "");
  if (/^\d+(\.\d{3})*,\d{1,2}$/.test(text)) text = text.replaceAll(".", "").replace(",", ".");
  else text = text.replaceAll(",", "");
  const n = Number(text);
  if (text === "" || !Number.isFinite(n) || n < 0) {
    errors.push({ column, message: `"${value}" is not a price (a number such as 1450)` });
    return 0;
  }
  return n;
}

/** A weight as typed: grams ("450", "450 g", "450g") or kilograms ("1.2 kg", "1,2kg"). */
function grams(value, errors) {
  const text = value.replace(/\s/g, "").toLowerCase().replace(",", ".");
  const match = /^(\d+(?:\.\d+)?)(g|kg)?$/.exec(text);
  const n = match ? Math.round(Number(match[1]) * (match[2] === "kg" ? 1000 : 1)) : Number.NaN;
  if (!Number.isFinite(n) || n > MAX_GRAMS) {
    errors.push({
      column: "weightGrams",
      message: `"${value}" is not a weight (grams such as 450, or 1.2 kg, at most 100 kg)`,
    });
    return 0;
  }
  return n;
}

function flag(value, column, errors) {
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  errors.push({ column, message: `"${value}" is not yes or no (TRUE/FALSE, yes/no, 1/0)` });
  return false;
}

function options(value, errors) {
  const list = [];
  for (const part of value
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.lastIndexOf("=");
    const label = part.slice(0, at).trim();
    if (at <= 0 || !label) {
      errors.push({ column: "options", message: `"${part}" is not Label=Price` });
      continue;
    }
    list.push({ label, value: money(part.slice(at + 1).trim(), "options", errors) });
  }
  return list;
}

/**
 * Reads a spreadsheet file's bytes in whatever encoding it was saved (see readCatalogueCsv).
 * @param {Uint8Array} bytes
 * @returns {ReturnType<typeof readCatalogueCsv> & { encoding?: string }}
 */
export function readCatalogueFile(bytes) {
  const decoded = decodeSpreadsheet(bytes);
  if ("problem" in decoded) {
    return { rows: [], problems: [{ row: 1, column: "", message: decoded.problem }] };
  }
  const result = readCatalogueCsv(decoded.text, { legacy: decoded.legacy });
  return { ...result, encoding: decoded.encoding };
}

/**
 * Parses and checks a whole file. Returns { rows, problems }: rows are plain product
 * descriptions, problems are { row, column, message } (nothing is written when any exist).
 * `legacy`: the text came from a code page, so a run of "?" is letters Excel could not save.
 */
export function readCatalogueCsv(text, { legacy = false } = {}) {
  const problems = [];
  let records;
  let header = [];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      columns: (names) => {
        header = names.map((h) => h.trim());
        return header;
      },
      // Blank lines stay records (skipped below) so that row numbers match the spreadsheet's.
      skip_empty_lines: false,
      trim: false,
      relax_column_count: true,
    });
  } catch (error) {
    const row = error?.lines ?? error?.record ?? 1;
    return {
      rows: [],
      problems: [{ row, column: "", message: `not readable CSV: ${error.message}` }],
    };
  }
  const byLower = new Map(COLUMNS.map((c) => [c.toLowerCase(), c]));
  const present = new Set(header.map((h) => byLower.get(h.toLowerCase())));
  const missing = REQUIRED.filter((column) => !present.has(column));
  if (missing.length) {
    return {
      rows: [],
      problems: missing.map((column) => ({
        row: 1,
        column,
        message: "is missing from the header",
      })),
    };
  }
  const rows = [];
  const seen = new Map();
  records.forEach((record, index) => {
    const row = index + 2;
    const cell = {};
    for (const [key, value] of Object.entries(record)) {
      const column = byLower.get(key.toLowerCase());
      // a cell the export guarded against running as a formula gets its text back
      if (column) cell[column] = unguardFormula(String(value ?? "").trim());
    }
    // Spreadsheets save empty (or merely formatted) rows as blank lines or bare separators.
    if (Object.values(cell).every((value) => value === "")) return;
    const errors = [];
    for (const [column, value] of Object.entries(cell)) {
      if (legacy && LOST_LETTERS.test(value)) {
        errors.push({
          column,
          message: `"${value}" has letters that Excel's "CSV (Comma delimited)" (Windows-1252) saved as "?": save as "CSV UTF-8 (Comma delimited)" and import that file`,
        });
      }
    }
    for (const column of REQUIRED) {
      if (!cell[column]) errors.push({ column, message: "is required" });
    }
    const handle = (cell.handle ?? "").toLowerCase();
    if (cell.handle && !HANDLE.test(handle)) {
      errors.push({
        column: "handle",
        message: `"${cell.handle}" may use only letters, digits, - and _`,
      });
    }
    if (handle && seen.has(handle)) {
      errors.push({
        column: "handle",
        message: `"${cell.handle}" is also on row ${seen.get(handle)}`,
      });
    }
    seen.set(handle, row);
    const price = cell.price ? money(cell.price, "price", errors) : 0;
    const product = {
      handle,
      name: cell.name ?? "",
      brand: cell.brand ?? "",
      category: cell.category ?? "",
      subcategory: cell.subcategory ?? "",
      price,
      stripePrice: cell.stripePrice ? money(cell.stripePrice, "stripePrice", errors) : price,
      discount: cell.discount ?? "",
      description: cell.description ?? "",
      options: options(cell.options ?? "", errors),
      outOfStock: flag(cell.outOfStock ?? "", "outOfStock", errors),
      isInHome: flag(cell.isInHome ?? "", "isInHome", errors),
      isBestSeller: flag(cell.isBestSeller ?? "", "isBestSeller", errors),
      images: (cell.images ?? "")
        .split(";")
        .map((i) => i.trim())
        .filter(Boolean),
      // undefined: the file has no such column, so the stored weight stays
      weightGrams: present.has("weightGrams") ? grams(cell.weightGrams || "0", errors) : undefined,
    };
    if (product.name.length > 200)
      errors.push({ column: "name", message: "is over 200 characters" });
    for (const e of errors) problems.push({ row, ...e });
    rows.push({ row, product });
  });
  return { rows, problems };
}

const yesNo = (b) => (b ? "TRUE" : "FALSE");

/**
 * The catalogue as the spreadsheet keeps it (same columns, so export then import changes
 * nothing); a text that would run as a formula is guarded as orders.csv guards it.
 */
export function writeCatalogueCsv(products) {
  const records = products.map((p) => ({
    ...p,
    options: (p.options ?? []).map((o) => `${o.label}=${o.value}`).join("; "),
    outOfStock: yesNo(p.outOfStock),
    isInHome: yesNo(p.isInHome),
    isBestSeller: yesNo(p.isBestSeller),
    images: p.images.join("; "),
    weightGrams: p.weightGrams ? String(p.weightGrams) : "",
  }));
  const guarded = records.map((record) =>
    Object.fromEntries(
      COLUMNS.map((c) => [c, typeof record[c] === "string" ? guardFormula(record[c]) : record[c]]),
    ),
  );
  return stringify(guarded, { header: true, columns: COLUMNS, bom: true });
}
