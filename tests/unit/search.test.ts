import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchProducts, searchWords } from "../../src/shared/search";
import { product } from "./fixtures";

const catalogue = buildSearchIndex([
  product({ id: "a", name: "Snail Mucin Essence", brand: "COSRX", categoryName: "Skin Care" }),
  product({ id: "b", name: "Canvas Tote", brand: "Muji", categoryName: "Bags" }),
  product({ id: "c", name: "Trail Runner", brand: "Asics", categoryName: "Shoes" }),
]);
const ids = (query: string) => searchProducts(catalogue, query).map((p) => p.id);

describe("search", () => {
  it("matches a substring of the name, ignoring case", () => {
    expect(ids("MUCIN")).toEqual(["a"]);
    expect(ids("tote")).toEqual(["b"]);
  });
  it("matches the category name and the brand", () => {
    expect(ids("skin care")).toEqual(["a"]);
    expect(ids("asics")).toEqual(["c"]);
  });
  it("searches nothing for an empty or blank query", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
  });
  it("does not match across two fields", () => {
    expect(ids("essencecosrx")).toEqual([]);
  });
  it("ignores emoji, symbols and punctuation in the query", () => {
    expect(ids("tote 👜!")).toEqual(["b"]);
    expect(ids("“asics”")).toEqual(["c"]);
    expect(ids("💄 ✨")).toEqual([]);
  });
});

describe("searchWords", () => {
  it("keeps letters, digits and the marks and joiners of Sinhala and Tamil words", () => {
    expect(searchWords("  Snail  Mucin 96%!! ")).toBe("snail mucin 96");
    expect(searchWords("Nine-Shade 👩‍🔬 palette")).toBe("nine shade palette");
    expect(searchWords("සබන් 🧼")).toBe("සබන්");
    expect(searchWords("ශ්\u200dරී")).toBe("ශ්\u200dරී");
    expect(searchWords("பால் ❤️ 1️⃣")).toBe("பால் 1");
    expect(searchWords("Crème")).toBe("crème");
  });
});
