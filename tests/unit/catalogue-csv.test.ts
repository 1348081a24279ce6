/** The spreadsheet format of `npm run import` / `export`: what Excel, LibreOffice and Sheets save. */
import { describe, expect, it } from "vitest";
import {
  readCatalogueCsv,
  readCatalogueFile,
  writeCatalogueCsv,
} from "../../scripts/lib/catalogue-csv.mjs";
import { SAVED_AS, SHEET } from "./spreadsheet-files";

const HEADER = "handle,name,brand,category,subcategory,price";

/** A product row with nothing special, for tests that change one thing. */
function plainRow() {
  return {
    handle: "p",
    name: "Essence",
    brand: "",
    category: "Skin",
    subcategory: "Serums",
    price: 4200,
    stripePrice: 4200,
    discount: "",
    description: "",
    options: [] as { label: string; value: number }[],
    outOfStock: false,
    isInHome: false,
    isBestSeller: false,
    images: [] as string[],
    weightGrams: 0,
  };
}

describe("reading a catalogue spreadsheet", () => {
  it("reads Excel's semicolons, a BOM, any header case and a quoted field with a newline", () => {
    const text =
      "\uFEFFHANDLE;Name;Category;SubCategory;Price;Description;Options;isInHome\r\n" +
      'tote-1;"Canvas ""Tote""";Bags;Totes;3 450;"Line one\r\nline two";"Small=3450; Large=4200";yes\r\n';
    const { rows, problems } = readCatalogueCsv(text);
    expect(problems).toEqual([]);
    expect(rows[0]?.product).toMatchObject({
      handle: "tote-1",
      name: 'Canvas "Tote"',
      category: "Bags",
      subcategory: "Totes",
      price: 3450,
      stripePrice: 3450,
      description: "Line one\r\nline two",
      options: [
        { label: "Small", value: 3450 },
        { label: "Large", value: 4200 },
      ],
      isInHome: true,
      outOfStock: false,
    });
  });

  it("reports every bad row by the row number the spreadsheet shows, and its column", () => {
    const text = [
      HEADER,
      "ok-1,Fine,Brand,Bags,Totes,100",
      ",No handle,Brand,Bags,Totes,100",
      "bad price,Name,Brand,Bags,Totes,cheap",
      '"multi-1","Two\nlines",Brand,Bags,Totes,100',
      "ok-1,Again,Brand,Bags,Totes,100",
    ].join("\n");
    const { problems } = readCatalogueCsv(text);
    expect(problems).toEqual([
      { row: 3, column: "handle", message: "is required" },
      { row: 4, column: "handle", message: '"bad price" may use only letters, digits, - and _' },
      { row: 4, column: "price", message: '"cheap" is not a price (a number such as 1450)' },
      { row: 6, column: "handle", message: '"ok-1" is also on row 2' },
    ]);
  });

  it("reads the decimal comma of semicolon files, and commas between thousands", () => {
    const text =
      "handle;name;category;subcategory;price;options\n" +
      'a-1;A;Bags;Totes;1450,50;"Small=1.450,5; Large=1 999"\n' +
      "b-1;B;Bags;Totes;LKR 12,450;\n";
    const { rows, problems } = readCatalogueCsv(text);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.product.price)).toEqual([1450.5, 12450]);
    expect(rows[0]?.product.options).toEqual([
      { label: "Small", value: 1450.5 },
      { label: "Large", value: 1999 },
    ]);
  });

  it("skips empty rows without shifting the row numbers of the rows after them", () => {
    const text = [
      HEADER,
      "ok-1,Fine,Brand,Bags,Totes,100",
      "",
      ",,,,,",
      "bad-1,Name,Brand,Bags,Totes,cheap",
      ",,,,,",
    ].join("\r\n");
    const { rows, problems } = readCatalogueCsv(text);
    expect(rows.map((r) => r.row)).toEqual([2, 5]);
    expect(problems).toEqual([
      { row: 5, column: "price", message: '"cheap" is not a price (a number such as 1450)' },
    ]);
  });

  it("names a required column missing from the header once, on row 1", () => {
    const { rows, problems } = readCatalogueCsv(
      "Name,Category,Subcategory,Price\nA,Bags,Totes,1\n",
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ row: 1, column: "handle", message: "is missing from the header" }]);
  });

  it("reads weights in grams or kilograms; a file without the column leaves weights alone", () => {
    const text =
      `${HEADER},weightGrams\n` +
      'a,A,,Bags,Totes,100,450\nb,B,,Bags,Totes,100,450 g\nc,C,,Bags,Totes,100,"1,2 kg"\n' +
      "d,D,,Bags,Totes,100,\ne,E,,Bags,Totes,100,heavy\nf,F,,Bags,Totes,100,101 kg\n";
    const { rows, problems } = readCatalogueCsv(text);
    expect(rows.slice(0, 4).map((r) => r.product.weightGrams)).toEqual([450, 450, 1200, 0]);
    expect(problems).toEqual([
      {
        row: 6,
        column: "weightGrams",
        message: '"heavy" is not a weight (grams such as 450, or 1.2 kg, at most 100 kg)',
      },
      {
        row: 7,
        column: "weightGrams",
        message: '"101 kg" is not a weight (grams such as 450, or 1.2 kg, at most 100 kg)',
      },
    ]);
    const without = readCatalogueCsv(`${HEADER}\na,A,,Bags,Totes,100\n`);
    expect(without.rows[0]?.product.weightGrams).toBeUndefined();
  });

  it("writes what it reads: export then import gives the same products", () => {
    const product = {
      handle: "kit-1",
      name: "KitKat, Matcha",
      brand: "Nestlé",
      category: "Snacks",
      subcategory: "Chocolate",
      price: 1850,
      stripePrice: 2100,
      discount: "",
      description: 'Says "hello"\nover two lines',
      options: [
        { label: "12 bars", value: 1850 },
        { label: "24 bars", value: 3500 },
        { label: "48 bars", value: 6800 },
      ],
      outOfStock: true,
      isInHome: false,
      isBestSeller: true,
      images: ["p1_abc.webp", "https://example.com/a.jpg"],
      weightGrams: 450,
      hidden: true,
      nameSi: "කිට්කැට්",
      nameTa: "கிட்கேட்",
      descriptionSi: "",
      descriptionTa: "இரண்டு\nவரிகள்",
      sizeNote: "Runs small: choose one size up.",
      sizeNoteSi: "",
      sizeNoteTa: "சிறியது",
      keywords: "sun block, ලිප්ස්ටික්",
    };
    const { rows, problems } = readCatalogueCsv(writeCatalogueCsv([product]));
    expect(problems).toEqual([]);
    expect(rows[0]?.product).toEqual(product);
  });

  it("names a size note over 200 characters and keywords over 500", () => {
    const csv = `handle,name,category,subcategory,price,sizeNote,keywords\nx,X,C,S,100,${"a".repeat(201)},${"k".repeat(501)}\n`;
    expect(readCatalogueCsv(csv).problems).toEqual([
      { row: 2, column: "sizeNote", message: "is over 200 characters" },
      { row: 2, column: "keywords", message: "is over 500 characters" },
    ]);
  });

  it("puts each option's price in a column of its own, which a formula can change", () => {
    const csv = writeCatalogueCsv([{ ...plainRow(), options: [{ label: "50 ml", value: 4200 }] }]);
    const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0] ?? csv.split("\n")[0];
    expect(header).toContain(",option1,option1Price,option2,option2Price");
    // what Excel saves after =ROUND(F2*1.1,-1) over option1Price: a plain number
    const edited =
      "handle,name,category,subcategory,price,option1,option1Price,option2,option2Price\n" +
      "p,Essence,Skin,Serums,4200,50 ml,4620,100 ml,\n";
    const read = readCatalogueCsv(edited);
    expect(read.problems).toEqual([
      { row: 2, column: "option2Price", message: 'is required for option "100 ml"' },
    ]);
    const fixed = readCatalogueCsv(edited.replace("100 ml,", "100 ml,7590"));
    expect(fixed.rows[0]?.product.options).toEqual([
      { label: "50 ml", value: 4620 },
      { label: "100 ml", value: 7590 },
    ]);
    // an older file's single options column is still read
    const old = readCatalogueCsv(
      "handle,name,category,subcategory,price,options\np,Essence,Skin,Serums,4200,50 ml=4200; 100 ml=6900\n",
    );
    expect(old.rows[0]?.product.options).toHaveLength(2);
    expect(old.rows[0]?.product.hidden).toBeUndefined();
  });
});

describe("reading the file each spreadsheet program saves", () => {
  const unicode = [
    ["Excel CSV UTF-8", SAVED_AS.excelCsvUtf8(), "UTF-8 with BOM"],
    ["Google Sheets CSV", SAVED_AS.googleSheets(), "UTF-8"],
    ["Excel Unicode Text", SAVED_AS.excelUnicodeText(), "UTF-16 LE"],
    ["UTF-16 BE", SAVED_AS.utf16be(), "UTF-16 BE"],
    [
      "UTF-16 LE without a BOM",
      Buffer.from(SAVED_AS.googleSheets().toString(), "utf16le"),
      "UTF-16 LE",
    ],
  ] as const;

  it.each(unicode)("%s: every letter and price as typed", (_name, bytes, encoding) => {
    const { rows, problems, encoding: read } = readCatalogueFile(bytes);
    expect(problems).toEqual([]);
    expect(read).toBe(encoding);
    expect(rows.map((r) => r.product.name)).toEqual([
      "KitKat Matcha’s Box €",
      "සබන්",
      "Rice Crackers",
      "Clay Mask",
    ]);
    expect(rows[0]?.product.brand).toBe("Nestlé");
    expect(rows.map((r) => r.product.price)).toEqual([650, 6500, 6500, 6500]);
  });

  it("Excel's plain CSV (Windows-1252): accents converted, letters it lost refused by name", () => {
    const withSinhala = readCatalogueFile(SAVED_AS.excelCsv());
    expect(withSinhala.problems).toEqual([
      {
        row: 3,
        column: "name",
        message:
          '"????" has letters that Excel\'s "CSV (Comma delimited)" (Windows-1252) saved as "?": save as "CSV UTF-8 (Comma delimited)" and import that file',
      },
    ]);
    const latinOnly = readCatalogueFile(
      SAVED_AS.excelCsv(SHEET.filter((r) => r[0] !== "sabon-bar")),
    );
    expect(latinOnly.problems).toEqual([]);
    expect(latinOnly.encoding).toBe("Windows-1252");
    expect(latinOnly.rows[0]?.product).toMatchObject({
      name: "KitKat Matcha’s Box €",
      brand: "Nestlé",
      price: 650,
    });
  });

  it("keeps question marks a Unicode file really holds", () => {
    const rows = [SHEET[0] ?? [], ["q-1", "What?? Really", "Brand", "Bags", "Totes", "100"]];
    const { rows: read, problems } = readCatalogueFile(SAVED_AS.excelCsvUtf8(rows));
    expect(problems).toEqual([]);
    expect(read[0]?.product.name).toBe("What?? Really");
  });

  it.each([
    [
      "an Excel workbook",
      Buffer.from("PK\x03\x04rest of a zip", "latin1"),
      "workbook, not a CSV file",
    ],
    ["UTF-32", Buffer.from([0xff, 0xfe, 0, 0, 0x68, 0, 0, 0]), "UTF-32"],
    ["Mac Roman", Buffer.from("handle,name\r\nk-1,Nestl\x8e\r\n", "latin1"), "Mac Roman"],
    [
      "Shift-JIS",
      Buffer.from([0x68, 0x2c, 0x81, 0x40, 0x90, 0x9d]),
      "neither UTF-8, UTF-16 nor Windows-1252",
    ],
    [
      "broken UTF-8 after a BOM",
      Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0xe9, 0x2c]),
      "starts as UTF-8",
    ],
  ])("refuses %s, naming what it is and how to save it", (_name, bytes, says) => {
    const { rows, problems } = readCatalogueFile(bytes);
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(says);
    expect(problems[0]?.message).toContain('"CSV UTF-8 (Comma delimited)"');
  });
});

describe("prices as they are written in Sri Lanka", () => {
  const priceOf = (text: string) =>
    readCatalogueCsv(`handle,name,category,subcategory,price\nk-1,K,Bags,Totes,"${text}"\n`);

  it.each([
    ["Rs. 650/-", 650],
    ["Rs.650", 650],
    ["Rs 6,500/=", 6500],
    ["රු. 650", 650],
    ["ரூ. 650/-", 650],
    ["LKR 6,500", 6500],
    ["6500.00", 6500],
    ["6,500", 6500],
    ["650/-", 650],
    ["1450,50", 1450.5],
  ])("%s is %d", (text, price) => {
    const { rows, problems } = priceOf(text);
    expect(problems).toEqual([]);
    expect(rows[0]?.product.price).toBe(price);
  });

  it.each(["Rs.", "650/-/-", "six hundred", "Rs. -650", "USD 650"])("%s is refused", (text) => {
    expect(priceOf(text).problems[0]?.message).toBe(
      `"${text}" is not a price (a number such as 1450)`,
    );
  });
});
