/**
 * One small catalogue sheet, as the bytes each spreadsheet program writes when the owner saves
 * it: the encodings, line ends, BOMs, delimiters and quoting of each save option.
 */

/** The sheet as the owner typed it: a French brand, a Sinhala name, prices as written here. */
export const SHEET = [
  ["handle", "name", "brand", "category", "subcategory", "price"],
  ["kitkat-matcha-12", "KitKat Matcha’s Box €", "Nestlé", "Snacks", "Sweets", "Rs. 650/-"],
  ["sabon-bar", "සබන්", "Siddhalepa", "Skin Care", "Cleansers", "LKR 6,500"],
  ["rice-crackers", "Rice Crackers", "Calbee", "Snacks", "Chips & Crackers", "6500.00"],
  ["clay-mask", "Clay Mask", "Innisfree", "Skin Care", "Other", "6,500"],
];

/** Excel's quoting: only a cell holding the delimiter, a quote or a line break is quoted. */
function csv(rows: string[][], delimiter: string, lineEnd = "\r\n"): string {
  const cell = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return rows.map((row) => row.map(cell).join(delimiter)).join(lineEnd);
}

/** Windows-1252's own characters among 0x80-0x9F that the sheets here use. */
const CP1252_EXTRAS = new Map([
  ["€", 0x80],
  ["’", 0x92],
]);

/** Windows-1252 as Excel writes it: a letter the code page lacks becomes "?". */
function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0x3f;
      if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
      return CP1252_EXTRAS.get(char) ?? 0x3f;
    }),
  );
}

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, "utf16le");
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1] ?? 0, le[i] ?? 0];
  return le;
}

const BOM = "\uFEFF";

/** Each save option, by the name its program's Save As dialog shows. */
export const SAVED_AS = {
  /** Excel (Windows) "CSV UTF-8 (Comma delimited)": BOM, CRLF after every row. */
  excelCsvUtf8: (rows = SHEET) => Buffer.from(`${BOM}${csv(rows, ",")}\r\n`, "utf8"),
  /** Excel (Windows) "CSV (Comma delimited)": the ANSI code page, CRLF after every row. */
  excelCsv: (rows = SHEET) => windows1252(`${csv(rows, ",")}\r\n`),
  /** Google Sheets "Download > Comma-separated values": UTF-8, no BOM, no newline at the end. */
  googleSheets: (rows = SHEET) => Buffer.from(csv(rows, ","), "utf8"),
  /** Excel "Unicode Text": UTF-16 LE with BOM, tab-delimited. */
  excelUnicodeText: (rows = SHEET) => Buffer.from(`${BOM}${csv(rows, "\t")}\r\n`, "utf16le"),
  /** UTF-16 BE with BOM (LibreOffice's "Unicode (UTF-16 Big Endian)"), comma-delimited. */
  utf16be: (rows = SHEET) => utf16be(`${BOM}${csv(rows, ",", "\n")}\n`),
};
