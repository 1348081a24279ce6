/**
 * The owner's spreadsheet <-> the catalogue. One row a product, keyed by `handle`:
 *
 *   handle, name, brand, category, subcategory, price, stripePrice, discount, description,
 *   outOfStock, isInHome, isBestSeller, images ("file.webp; other.jpg; https://..."),
 *   weightGrams (optional: "450", "450 g", "1.2 kg"; empty = the subcategory's default weight
 *   for the delivery fee), hidden, nameSi, nameTa, descriptionSi, descriptionTa, sizeNote,
 *   sizeNoteSi, sizeNoteTa (the line beside the options, 200 characters at most), keywords
 *   (the owner's search words, commas between, 500 characters at most), then the
 *   options as pairs of columns: option1, option1Price, option2, option2Price, ... (one column
 *   per option price, so a formula changes it: docs/decisions/0140-option-price-columns.md).
 *   A file without weightGrams, hidden or a translation column leaves those stored as they
 *   are; an older file's single `options` column ("Label=Price; Label=Price") is still read.
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

/** @typedef {{ column: string, message: string }} CellError one cell's fault */
/** @typedef {{ row: number, column: string, message: string }} Problem a fault and its row */
/**
 * One row of the spreadsheet as a product; `weightGrams` undefined when the file has no such
 * column.
 * @typedef {{ handle: string, name: string, brand: string, category: string, subcategory: string,
 *   price: number, stripePrice: number, discount: string, description: string,
 *   options: { label: string, value: number }[], outOfStock: boolean, isInHome: boolean,
 *   isBestSeller: boolean, images: string[], weightGrams: number | undefined,
 *   hidden?: boolean, nameSi?: string, nameTa?: string, descriptionSi?: string,
 *   descriptionTa?: string, sizeNote?: string, sizeNoteSi?: string,
 *   sizeNoteTa?: string, keywords?: string }} SheetProduct
 */

/**
 * The owner's Sinhala and Tamil texts, size notes and search keywords, one column each: a file
 * without one leaves what is stored.
 */
export const OWNER_TEXT_COLUMNS = /** @type {const} */ ([
  "nameSi",
  "nameTa",
  "descriptionSi",
  "descriptionTa",
  "sizeNote",
  "sizeNoteSi",
  "sizeNoteTa",
  "keywords",
]);

/** The longest text each of those columns may hold, as the products collection allows. */
const TEXT_LIMITS = /** @type {const} */ ({ sizeNote: 200, keywords: 500 });

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
  "hidden",
  ...OWNER_TEXT_COLUMNS,
];
/** option1, option1Price, option2, ...: an option's label and its price */
const OPTION_COLUMN = /^option(\d{1,2})(price)?$/i;
/** Pairs an export writes even when no product has that many options, to show the layout. */
const MIN_OPTION_PAIRS = 2;
/** The heaviest parcel a product may weigh, as the products collection allows (100 kg). */
const MAX_GRAMS = 100_000;
const REQUIRED = ["handle", "name", "category", "subcategory", "price"];
const HANDLE = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const TRUE = new Set(["true", "yes", "1", "y", "x"]);
const FALSE = new Set(["false", "no", "0", "n", ""]);

/**
 * The delimiter of the header line: whichever of , ; and tab it has most of (ties: comma).
 * @param {string} text
 */
function delimiterOf(text) {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  /** @param {string} d */
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
 * @param {string} value
 * @param {string} column
 * @param {CellError[]} errors
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

/**
 * A weight as typed: grams ("450", "450 g", "450g") or kilograms ("1.2 kg", "1,2kg").
 * @param {string} value
 * @param {CellError[]} errors
 */
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

/**
 * @param {string} value
 * @param {string} column
 * @param {CellError[]} errors
 */
function flag(value, column, errors) {
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  errors.push({ column, message: `"${value}" is not yes or no (TRUE/FALSE, yes/no, 1/0)` });
  return false;
}

/**
 * @param {string} value
 * @param {CellError[]} errors
 */
function options(value, errors) {
  /** @type {{ label: string, value: number }[]} */
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
 * The options of a row's option1/option1Price... columns, in their numbers' order.
 * @param {Record<string, string | undefined>} cell
 * @param {CellError[]} errors
 */
function optionPairs(cell, errors) {
  const numbers = new Set();
  for (const key of Object.keys(cell)) {
    const match = OPTION_COLUMN.exec(key);
    if (match) numbers.add(Number(match[1]));
  }
  const list = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const label = cell[`option${n}`] ?? "";
    const price = cell[`option${n}price`] ?? "";
    if (!label && !price) continue;
    if (!label) {
      errors.push({ column: `option${n}`, message: `has no name for the price "${price}"` });
      continue;
    }
    if (!price) {
      errors.push({ column: `option${n}Price`, message: `is required for option "${label}"` });
      continue;
    }
    list.push({ label, value: money(price, `option${n}Price`, errors) });
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
 * @param {string} text
 * @returns {{ rows: { row: number, product: SheetProduct }[], problems: Problem[] }}
 */
export function readCatalogueCsv(text, { legacy = false } = {}) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Record<string, unknown>[]} */
  let records;
  /** @type {string[]} */
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
    // csv-parse's CsvError says where it stopped
    const failure = /** @type {{ lines?: number, record?: number, message?: string }} */ (error);
    const row = failure?.lines ?? failure?.record ?? 1;
    return {
      rows: [],
      problems: [{ row, column: "", message: `not readable CSV: ${failure.message}` }],
    };
  }
  const byLower = new Map(COLUMNS.map((c) => [c.toLowerCase(), c]));
  for (const h of header) {
    if (OPTION_COLUMN.test(h)) byLower.set(h.toLowerCase(), h.toLowerCase());
  }
  const pairColumns = header.some((h) => OPTION_COLUMN.test(h));
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
  /** @type {{ row: number, product: SheetProduct }[]} */
  const rows = [];
  /** @type {Map<string, number>} */
  const seen = new Map();
  records.forEach((record, index) => {
    const row = index + 2;
    /** @type {{ [column: string]: string }} */
    const cell = {};
    for (const [key, value] of Object.entries(record)) {
      const column = byLower.get(key.toLowerCase());
      // a cell the export guarded against running as a formula gets its text back
      if (column) cell[column] = unguardFormula(String(value ?? "").trim());
    }
    // Spreadsheets save empty (or merely formatted) rows as blank lines or bare separators.
    if (Object.values(cell).every((value) => value === "")) return;
    /** @type {CellError[]} */
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
      options: pairColumns ? optionPairs(cell, errors) : options(cell.options ?? "", errors),
      outOfStock: flag(cell.outOfStock ?? "", "outOfStock", errors),
      isInHome: flag(cell.isInHome ?? "", "isInHome", errors),
      isBestSeller: flag(cell.isBestSeller ?? "", "isBestSeller", errors),
      images: (cell.images ?? "")
        .split(";")
        .map((i) => i.trim())
        .filter(Boolean),
      // undefined: the file has no such column, so the stored value stays
      weightGrams: present.has("weightGrams") ? grams(cell.weightGrams || "0", errors) : undefined,
      hidden: present.has("hidden") ? flag(cell.hidden ?? "", "hidden", errors) : undefined,
    };
    for (const column of OWNER_TEXT_COLUMNS) {
      if (!present.has(column)) continue;
      const value = cell[column] ?? "";
      /** @type {SheetProduct} */ (product)[column] = value;
      const limit = column === "keywords" ? TEXT_LIMITS.keywords : TEXT_LIMITS.sizeNote;
      if ((column === "keywords" || column.startsWith("sizeNote")) && value.length > limit)
        errors.push({ column, message: `is over ${limit} characters` });
    }
    if (product.name.length > 200)
      errors.push({ column: "name", message: "is over 200 characters" });
    for (const e of errors) problems.push({ row, ...e });
    rows.push({ row, product });
  });
  return { rows, problems };
}

/** @param {boolean} b */
const yesNo = (b) => (b ? "TRUE" : "FALSE");

/**
 * The catalogue as the spreadsheet keeps it (same columns, so export then import changes
 * nothing); a text that would run as a formula is guarded as orders.csv guards it.
 * @param {(Omit<SheetProduct, "options" | "weightGrams"> & { options?: SheetProduct["options"], weightGrams?: number })[]} products
 */
export function writeCatalogueCsv(products) {
  const pairs = Math.max(MIN_OPTION_PAIRS, ...products.map((p) => (p.options ?? []).length));
  const optionColumns = Array.from({ length: pairs }, (_, i) => [
    `option${i + 1}`,
    `option${i + 1}Price`,
  ]).flat();
  const records = products.map((p) => {
    /** @type {{ [column: string]: unknown }} */
    const record = {
      ...p,
      outOfStock: yesNo(p.outOfStock),
      isInHome: yesNo(p.isInHome),
      isBestSeller: yesNo(p.isBestSeller),
      hidden: yesNo(Boolean(p.hidden)),
      images: p.images.join("; "),
      weightGrams: p.weightGrams ? String(p.weightGrams) : "",
    };
    (p.options ?? []).forEach((o, i) => {
      record[`option${i + 1}`] = o.label;
      record[`option${i + 1}Price`] = o.value;
    });
    return record;
  });
  const columns = [...COLUMNS.filter((c) => c !== "options"), ...optionColumns];
  const guarded = records.map((record) =>
    Object.fromEntries(
      columns.map((c) => {
        const value = record[c];
        return [c, typeof value === "string" ? guardFormula(value) : value];
      }),
    ),
  );
  return stringify(guarded, { header: true, columns, bom: true });
}
