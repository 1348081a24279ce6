import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { Subcategory } from "../../src/lib/types";
import {
  bestSellers,
  categoryLabel,
  compareNames,
  sortSubcategories,
} from "../../src/shared/catalogue";
import places from "../../src/shared/data/sri-lanka-places.json";
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

describe("name order", () => {
  const demo = JSON.parse(readFileSync("seed/catalogue.json", "utf8")) as {
    categories: { name: string; subcategories: { name: string }[] }[];
    products: { brand: string }[];
  };
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  const lists: Record<string, string[]> = {
    "demo categories": demo.categories.map((c) => c.name),
    "demo subcategories": demo.categories.flatMap((c) => c.subcategories.map((s) => s.name)),
    "demo brands": [...new Set(demo.products.map((p) => p.brand))],
    towns: places.provinces.flatMap((p) => p.districts.flatMap((d) => d.cities.map((c) => c.name))),
    "case, accents, signs and digits": [
      "Crème",
      "creme",
      "Cleansers",
      "éclair",
      "Eclair",
      "Hair-care",
      "Haircare",
      "Hair care",
      "K-beauty",
      "3D puzzles",
      "Action figures",
      "Zebra",
      "Ōsaka",
      "Osaka",
      "Serums & Essences",
    ],
    Sinhala: ["සබන්", "කිරි", "අඹ", "ආප්ප", "ඉඳි", "බිස්කට්", "ජූස්", "ටොෆි", "චොකලට්", "පාන්"],
    Tamil: ["சோப்பு", "பால்", "மாம்பழம்", "அப்பம்", "இட்லி", "பிஸ்கட்", "ஜூஸ்", "டொபி", "ரொட்டி"],
  };

  it.each(Object.entries(lists))("puts %s in the browser's alphabetical order", (_, names) => {
    expect(names.length).toBeGreaterThan(5);
    const ours = [...names].sort(compareNames);
    const browsers = [...names].sort(collator.compare);
    // names equal but for case or accents may stand in either order, as both sorts are stable
    expect(ours.map((name, i) => collator.compare(name, browsers[i] as string))).toEqual(
      names.map(() => 0),
    );
  });

  it("asks the browser's collation only where names first differ at another sign or script", () => {
    const collate = vi.spyOn(String.prototype, "localeCompare");
    try {
      for (const list of ["demo categories", "demo subcategories", "demo brands"])
        [...(lists[list] as string[])].sort(compareNames);
      expect(collate).not.toHaveBeenCalled();
      [...(lists.Tamil as string[])].sort(compareNames);
      expect(collate).toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
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
