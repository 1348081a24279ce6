/**
 * The search's later matches over the demo catalogue (docs/decisions/0160-search-words.md):
 * names, brands and categories first, then the owner's keywords and synonyms, then descriptions;
 * Sinhala and Tamil words through the shop's synonyms and the owner's own texts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type FuzzyIndex, resetFuzzyIndex, updateFuzzyIndex } from "../../src/lib/fuzzy-search";
import type { Product } from "../../src/lib/types";
import {
  buildWordIndex,
  normalGroups,
  querySlots,
  searchWordMatches,
} from "../../src/lib/word-search";
import { buildSearchIndex, searchProducts, withForgivingMatches } from "../../src/shared/search";
import { parseSynonyms, SHOP_SYNONYMS } from "../../src/shared/search-synonyms";
import { demoProducts, demoSubcategoryNames } from "./demo-catalogue";
import { product } from "./fixtures";

let fuzzy: FuzzyIndex;

beforeAll(async () => {
  resetFuzzyIndex();
  fuzzy = await updateFuzzyIndex(demoProducts, demoSubcategoryNames);
});

/** What the search screen lists, in order (search-screen.tsx). */
function shown(query: string, products: Product[] = demoProducts, owners = "") {
  const words = buildWordIndex(products, [...SHOP_SYNONYMS, ...parseSynonyms(owners)]);
  const named = withForgivingMatches(
    searchProducts(buildSearchIndex(products), query),
    products === demoProducts ? fuzzy.search(query) : [],
  );
  return withForgivingMatches(named, searchWordMatches(words, query)).map((p) => p.name);
}

describe("words, synonyms and descriptions", () => {
  it('"sunscreen" finds the sun fluid first, then products whose descriptions say it', () => {
    const names = shown("sunscreen");
    expect(names[0]).toBe("Daily Airy Sun Fluid SPF 50+");
    expect(names[1]).toBe("Silk Cushion Foundation SPF 40");
    expect(names.slice(2).sort()).toEqual([
      "Camellia Cleansing Oil",
      "Rice Water Foaming Cleanser 150 ml",
      "Vitamin C 15% Brightening Serum",
    ]);
    expect(shown("sunscreens")).toEqual(names);
  });

  it('"sun block" and "SPF" find the same sun care', () => {
    expect(shown("sun block").slice(0, 2).sort()).toEqual([
      "Daily Airy Sun Fluid SPF 50+",
      "Silk Cushion Foundation SPF 40",
    ]);
    // the name's own matches (the spec's rule) first
    expect(shown("spf").slice(0, 2).sort()).toEqual([
      "Daily Airy Sun Fluid SPF 50+",
      "Silk Cushion Foundation SPF 40",
    ]);
  });

  it('"trainers" finds the sneakers, the trainer first by its name', () => {
    const names = shown("trainers");
    expect(names[0]).toBe("Retro Suede Trainer");
    expect(names).toContain("Strada Leather Court Sneaker");
    expect(names).toContain("Osaka Runner Knit");
  });

  it("finds Sinhala and Tamil words of the shop's list", () => {
    expect(shown("ලිප්ස්ටික්")[0]).toBe("Velvet Matte Lipstick");
    expect(shown("සපත්තු")).toContain("Nordfjell Chelsea Boot");
    expect(shown("සපත්තු")).not.toContain("Mini Crossbody Bag");
    expect(shown("பை")).toContain("Mini Crossbody Bag");
    expect(shown("பை")).not.toContain("Nordfjell Chelsea Boot");
  });

  it("finds the owner's keywords and Sinhala and Tamil texts, after names", () => {
    const own = [
      product({ id: "a", name: "Cotton Sarong", keywords: "lungi, සරම" }),
      product({
        id: "b",
        name: "Batik Shirt",
        translations: {
          en: { name: "Batik Shirt", description: "", sizeNote: "" },
          si: { name: "බතික් කමිසය", description: "", sizeNote: "" },
          ta: { name: "", description: "பருத்தி சட்டை, ஒரு சரம் போல", sizeNote: "" },
        },
      }),
      product({ id: "c", name: "Lungi Wrap" }),
    ];
    expect(shown("lungi", own)).toEqual(["Lungi Wrap", "Cotton Sarong"]);
    expect(shown("සරම", own)).toEqual(["Cotton Sarong"]);
    expect(shown("බතික්", own)).toEqual(["Batik Shirt"]);
    expect(shown("பருத்தி", own)).toEqual(["Batik Shirt"]);
  });

  it("takes the owner's synonyms as well as the shop's", () => {
    const own = [product({ id: "a", name: "Rubber Slippers" })];
    expect(shown("flip flops", own)).toEqual([]);
    expect(shown("flip flops", own, "flip flops, slippers, සෙරෙප්පු")).toEqual(["Rubber Slippers"]);
    expect(shown("සෙරෙප්පු", own, "flip flops, slippers, සෙරෙප්පු")).toEqual(["Rubber Slippers"]);
  });

  it("matches the start of a word only, and every word of the query", () => {
    expect(shown("screen")).toEqual([]);
    expect(shown("watery sunscreen")[0]).toBe("Daily Airy Sun Fluid SPF 50+");
    expect(shown("hanbit sunscreen").sort()).toEqual([
      "Daily Airy Sun Fluid SPF 50+",
      "Rice Water Foaming Cleanser 150 ml",
      "Vitamin C 15% Brightening Serum",
    ]);
  });

  it("reads a group's phrase as one part of the query", () => {
    const slots = querySlots("sun block 50", normalGroups(SHOP_SYNONYMS));
    expect(slots.map((s) => s.typed[0])).toEqual(["sun block", "50"]);
    expect(slots[0]?.alternatives).toContain("spf");
  });
});

describe("the owner's synonyms as written", () => {
  it("are groups a line, words apart by commas, lower case", () => {
    expect(parseSynonyms("Flip Flops, slippers\n\n perfume ,fragrance,cologne ")).toEqual([
      ["flip flops", "slippers"],
      ["perfume", "fragrance", "cologne"],
    ]);
  });
});
