import { beforeEach, describe, expect, it } from "vitest";
import {
  editDistance,
  foldTerm,
  isForgivenMatch,
  resetFuzzyIndex,
  updateFuzzyIndex,
} from "../../src/lib/fuzzy-search";
import type { Product } from "../../src/lib/types";
import { buildSearchIndex, searchProducts, withForgivingMatches } from "../../src/shared/search";
import { product } from "./fixtures";

const subcategories = new Map([
  ["moist", "Moisturisers"],
  ["serums", "Serums & Essences"],
  ["chips", "Chips & Crackers"],
  ["lips", "Lips"],
]);

const catalogue = [
  product({
    id: "cream",
    name: "Ceramide Barrier Cream",
    brand: "Hanbit Skin",
    categoryName: "Skin Care",
    subcategoryId: "moist",
    updated: "1",
  }),
  product({
    id: "gel",
    name: "Hyaluronic Water Gel Moisturiser",
    brand: "Seoul Dew",
    categoryName: "Skin Care",
    subcategoryId: "moist",
    updated: "1",
  }),
  product({
    id: "snail",
    name: "Snail Mucin Essence",
    brand: "Seoul Dew",
    categoryName: "Skin Care",
    subcategoryId: "serums",
    updated: "1",
  }),
  product({
    id: "chips",
    name: "Honey Butter Potato Chips",
    brand: "Seoul Snack Co.",
    categoryName: "Snacks",
    subcategoryId: "chips",
    updated: "1",
  }),
  product({
    id: "peas",
    name: "Wasabi Peas",
    brand: "Umami Crunch",
    categoryName: "Snacks",
    subcategoryId: "chips",
    updated: "1",
  }),
  product({
    id: "lipstick",
    name: "Velvet Matte Lipstick",
    brand: "Ginza Rouge",
    categoryName: "Cosmetics",
    subcategoryId: "lips",
    updated: "1",
  }),
];

const ids = (products: readonly Product[]) => products.map((p) => p.id);

/** What the search screen shows: the substring matches, then the forgiving ones. */
async function shown(products: Product[], query: string) {
  const fuzzy = await updateFuzzyIndex(products, subcategories);
  return ids(
    withForgivingMatches(searchProducts(buildSearchIndex(products), query), fuzzy.search(query)),
  );
}

beforeEach(() => resetFuzzyIndex());

describe("forgiving search", () => {
  it('finds British spellings from American ones: "moisturizer" finds Moisturisers', async () => {
    const found = await shown(catalogue, "moisturizer");
    expect(found).toEqual(["gel", "cream"]); // the name match before the subcategory match
  });

  it('finds small typos: "snaks" finds the snacks', async () => {
    expect(await shown(catalogue, "snaks")).toEqual(expect.arrayContaining(["chips", "peas"]));
    expect(await shown(catalogue, "lipstik")).toEqual(["lipstick"]);
  });

  it("finds an unfinished word of any field", async () => {
    expect(await shown(catalogue, "ceram")).toEqual(["cream"]);
    expect(await shown(catalogue, "chip crack")).toEqual(["chips", "peas"]);
  });

  it("keeps the substring matches first, in their order, then appends the forgiving ones", async () => {
    const products = [
      product({ id: "brand", name: "Toner", brand: "Serum Lab", subcategoryId: "lips" }),
      product({ id: "name", name: "Vitamin Serum", brand: "Petal", subcategoryId: "lips" }),
      product({ id: "sub", name: "Snail Essence", brand: "Petal", subcategoryId: "serums" }),
    ];
    const fuzzy = await updateFuzzyIndex(products, subcategories);
    expect(ids(fuzzy.search("serum"))).toEqual(["name", "brand", "sub"]);
    expect(await shown(products, "serum")).toEqual(["brand", "name", "sub"]);
  });

  it("ranks a match in the name before the brand, before the category", async () => {
    const products = [
      product({
        id: "category",
        name: "Night Cream",
        brand: "Petal",
        categoryName: "Moisturisers",
      }),
      product({
        id: "brand",
        name: "Day Cream",
        brand: "Moisturiser Lab",
        categoryName: "Skin Care",
      }),
      product({ id: "name", name: "Daily Moisturiser", brand: "Petal", categoryName: "Skin Care" }),
    ];
    expect(await shown(products, "moisturizer")).toEqual(["name", "brand", "category"]);
  });

  it("suggests close words of the catalogue, as the shop spells them, when nothing matches", async () => {
    const fuzzy = await updateFuzzyIndex(catalogue, subcategories);
    expect(fuzzy.search("snail lipstik")).toEqual([]);
    expect(fuzzy.suggest("snail lipstik")).toEqual(["Snail", "Lipstick"]);
    expect(fuzzy.suggest("moisturizer")).toEqual([expect.stringMatching(/^Moisturiser/)]);
    expect(fuzzy.suggest("qqqq")).toEqual([]);
    // "pees" is too far from "peas" for results (short words get no typo), close enough here
    expect(fuzzy.search("wasaby pees")).toEqual([]);
    expect(fuzzy.suggest("wasaby pees")).toEqual(["Wasabi", "Peas"]);
  });

  it("follows catalogue changes: a renamed product, a removed one, a renamed subcategory", async () => {
    await updateFuzzyIndex(catalogue, subcategories);
    const renamed = catalogue
      .filter((p) => p.id !== "peas")
      .map((p) => (p.id === "lipstick" ? { ...p, name: "Velvet Lip Crayon", updated: "2" } : p));
    let fuzzy = await updateFuzzyIndex(renamed, subcategories);
    expect(ids(fuzzy.search("crayon"))).toEqual(["lipstick"]);
    expect(fuzzy.search("lipstik")).toEqual([]);
    expect(fuzzy.search("wasabi")).toEqual([]);
    fuzzy = await updateFuzzyIndex(renamed, new Map([...subcategories, ["lips", "Lip Colour"]]));
    expect(ids(fuzzy.search("color"))).toEqual(["lipstick"]);
  });

  it("builds a large catalogue in slices and gives the same answers", async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      product({ id: `p${i}`, name: `Travel Toner No. ${i}`, brand: "Jeju Mist", updated: `${i}` }),
    );
    let gaveThreadBack = false;
    setTimeout(() => {
      gaveThreadBack = true;
    }, 0);
    const fuzzy = await updateFuzzyIndex([...many, ...catalogue], subcategories, 0);
    expect(gaveThreadBack).toBe(true);
    expect(fuzzy.search("tonr")).toHaveLength(250);
    expect(ids(fuzzy.search("moisturizer"))).toEqual(["gel", "cream"]);
  });
});

describe("foldTerm", () => {
  it("folds British and American spellings, plurals and accents onto one form", () => {
    expect(foldTerm("Moisturisers")).toBe(foldTerm("moisturizer"));
    expect(foldTerm("Colours")).toBe(foldTerm("color"));
    expect(foldTerm("Snacks")).toBe("snack");
    expect(foldTerm("Crème")).toBe("creme");
    expect(foldTerm("glass")).toBe("glass");
  });
});

describe("what a typo may match", () => {
  const typed = (word: string) => ({ folded: foldTerm(word), spelled: word });

  it("a longer word with a letter left out (two from 8 letters)", () => {
    expect(isForgivenMatch(typed("lipstik"), "lipstick")).toBe(true);
    expect(isForgivenMatch(typed("snaks"), foldTerm("snacks"))).toBe(true);
    expect(isForgivenMatch(typed("eyshadw"), "eyeshadow")).toBe(false); // 7 letters: one typo
    expect(isForgivenMatch(typed("moistrizer"), "moisturizer")).toBe(true);
  });

  it("never a different word of the same length or shorter", () => {
    expect(isForgivenMatch(typed("nike"), "nine")).toBe(false);
    expect(isForgivenMatch(typed("bags"), "bug")).toBe(false);
    expect(isForgivenMatch(typed("lipstickk"), "lipstick")).toBe(false);
    expect(isForgivenMatch(typed("duffle"), "duffel")).toBe(false);
  });

  it("an unfinished word as typed, from 3 letters: a plural is not unfinished", () => {
    expect(isForgivenMatch(typed("car"), "carry")).toBe(true);
    expect(isForgivenMatch(typed("cars"), "carry")).toBe(false);
    expect(isForgivenMatch(typed("cars"), "card")).toBe(false);
    expect(isForgivenMatch(typed("ca"), "card")).toBe(false);
  });

  it("editDistance stops early past its bound", () => {
    expect(editDistance("snak", "snack", 1)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});
