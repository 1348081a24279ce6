/** The spreadsheet format of `npm run import` / `export`: what Excel, LibreOffice and Sheets save. */
import { describe, expect, it } from "vitest";
import { readCatalogueCsv, writeCatalogueCsv } from "../../scripts/lib/catalogue-csv.mjs";

const HEADER = "handle,name,brand,category,subcategory,price";

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
      options: [{ label: "12 bars", value: 1850 }],
      outOfStock: true,
      isInHome: false,
      isBestSeller: true,
      images: ["p1_abc.webp", "https://example.com/a.jpg"],
    };
    const { rows, problems } = readCatalogueCsv(writeCatalogueCsv([product]));
    expect(problems).toEqual([]);
    expect(rows[0]?.product).toEqual(product);
  });
});
