/**
 * Spreadsheets and dates (src/shared/spreadsheet-cells.ts, sri-lanka-time.ts): a cell that
 * would run as a formula is guarded in every CSV the shop writes, the catalogue import takes
 * the guard off so export then import changes nothing, and a day that does not exist is no date.
 */
import { describe, expect, it } from "vitest";
import { readCatalogueCsv, writeCatalogueCsv } from "../../scripts/lib/catalogue-csv.mjs";
import { guardFormula, unguardFormula } from "../../src/shared/spreadsheet-cells";
import { dateProblem, sriLankaDate } from "../../src/shared/sri-lanka-time";

const TRICKY = [
  '=HYPERLINK("https://evil.example","Click")',
  "@SUM(1)",
  "+94 77 123 4567",
  "-20%",
  "\tTabbed",
  "'=already quoted",
  "''@twice",
  "'plain apostrophe",
  "It's fine",
  "",
];

describe("the formula guard", () => {
  it("guards every cell a spreadsheet would run, and gives back exactly what was written", () => {
    for (const text of TRICKY) {
      const guarded = guardFormula(text);
      expect(/^[=+\-@\t\r]/.test(guarded), text).toBe(false);
      expect(unguardFormula(guarded)).toBe(text);
    }
    expect(guardFormula("@SUM(1)")).toBe("'@SUM(1)");
    expect(guardFormula("Plain")).toBe("Plain");
  });

  it("guards the catalogue export, and export then import still changes nothing", () => {
    const product = {
      handle: "trap-1",
      name: '=HYPERLINK("https://evil.example","Click")',
      brand: "@SUM(1)",
      category: "+Snacks",
      subcategory: "-Chocolate",
      price: 1850,
      stripePrice: 2100,
      discount: "-20%",
      description: "'=kept as typed",
      options: [{ label: "=1+1", value: 1850 }],
      outOfStock: false,
      isInHome: false,
      isBestSeller: false,
      images: ["p1_abc.webp"],
      weightGrams: 450,
      hidden: false,
      nameSi: "=ශ්‍රී",
      nameTa: "",
      descriptionSi: "",
      descriptionTa: "-மாதிரி",
      sizeNote: "+1 size",
      sizeNoteSi: "",
      sizeNoteTa: "",
      keywords: "@sun block",
    };
    const csv = writeCatalogueCsv([product]);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csv).toContain("'@SUM(1)");
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
    const { rows, problems } = readCatalogueCsv(csv);
    expect(problems).toEqual([]);
    expect(rows[0]?.product).toEqual(product);
  });
});

describe("dates", () => {
  it("refuse days that do not exist, in words", () => {
    expect(sriLankaDate("2026-02-30")).toBeNaN();
    expect(sriLankaDate("2026-13-01")).toBeNaN();
    expect(sriLankaDate("2028-02-29")).not.toBeNaN();
    expect(dateProblem("2026-02-30")).toBe(
      "There is no day 2026-02-30: choose a date that exists.",
    );
    expect(dateProblem("30/02/2026")).toBe('"30/02/2026" is not a date: write it as YYYY-MM-DD.');
    expect(dateProblem("2026-02-28")).toBe("");
  });
});
