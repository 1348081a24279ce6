import { describe, expect, it } from "vitest";
import type { Subcategory } from "../../src/lib/types";
import { bestSellers, categoryLabel, sortSubcategories } from "../../src/shared/catalogue";
import { product } from "./fixtures";

const sub = (name: string): Subcategory => ({
  id: name,
  name,
  parentCategoryId: "c",
  isEnabled: true,
  defaultWeightGrams: 0,
  updated: "",
});

describe("subcategory order", () => {
  it("sorts by name with Other always last", () => {
    const sorted = sortSubcategories(["Other", "serums", "Cleansers", "Masks"].map(sub));
    expect(sorted.map((s) => s.name)).toEqual(["Cleansers", "Masks", "serums", "Other"]);
  });
});

describe("best sellers", () => {
  const home = Array.from({ length: 10 }, (_, i) => product({ id: `h${i}`, isInHome: true }));
  const others = Array.from({ length: 10 }, (_, i) => product({ id: `o${i}` }));

  it("picks 4 distinct products, only from those flagged for home", () => {
    const picked = bestSellers([...others, ...home]);
    expect(picked).toHaveLength(4);
    expect(new Set(picked.map((p) => p.id)).size).toBe(4);
    expect(picked.every((p) => p.isInHome)).toBe(true);
  });

  it("varies between visits", () => {
    const draws = new Set(
      Array.from({ length: 20 }, () =>
        bestSellers(home)
          .map((p) => p.id)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it("shows all of them when fewer than 4 are flagged", () => {
    expect(bestSellers(home.slice(0, 2))).toHaveLength(2);
  });

  it("names the category Category when it is missing", () => {
    expect(categoryLabel(product({ categoryName: "" }))).toBe("Category");
    expect(categoryLabel(product({ categoryName: "Bags" }))).toBe("Bags");
  });
});
