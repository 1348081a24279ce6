/** Home's category tiles: the spec's searches stay, and every other category gets its own. */
import { describe, expect, it } from "vitest";
import {
  categoriesWithoutTile,
  categoryOfTile,
  SEARCH_TILES,
  searchCovers,
} from "../../src/lib/home-tiles";
import type { Category } from "../../src/lib/types";

const category = (name: string, priority: number): Category => ({
  id: name.toLowerCase().replace(/\W+/g, "-"),
  name,
  priority,
  isEnabled: true,
  updated: "",
});
const demo = [
  category("Skin Care", 1),
  category("Cosmetics", 2),
  category("Shoes", 3),
  category("Bags", 4),
  category("Action Figures", 5),
  category("Snacks", 6),
];
const tile = (query: string) => {
  const found = SEARCH_TILES.find((t) => t.query === query);
  if (!found) throw new Error(query);
  return found;
};

describe("home's category tiles", () => {
  it("keeps the spec's four searches, in its order", () => {
    expect(SEARCH_TILES.map((t) => t.query)).toEqual(["skin care", "bags", "shoes", "cosmetic"]);
  });

  it("a search tile leads to a category its search finds by name", () => {
    expect(searchCovers(tile("cosmetic"), category("Cosmetics", 1))).toBe(true);
    expect(searchCovers(tile("bags"), category("Handbags", 1))).toBe(true);
    expect(searchCovers(tile("skin care"), category("Skin-Care", 1))).toBe(true);
    expect(searchCovers(tile("bags"), category("Snacks", 1))).toBe(false);
    expect(categoryOfTile(tile("shoes"), demo)?.name).toBe("Shoes");
    expect(categoryOfTile(tile("shoes"), [category("Snacks", 1)])).toBeUndefined();
  });

  it("adds every other enabled category, in priority order: Action Figures and Snacks", () => {
    expect(categoriesWithoutTile(demo).map((c) => c.name)).toEqual(["Action Figures", "Snacks"]);
    const owners = [...demo, category("Home & Kitchen", 7), category("Perfume", 8)];
    expect(categoriesWithoutTile(owners).map((c) => c.name)).toEqual([
      "Action Figures",
      "Snacks",
      "Home & Kitchen",
      "Perfume",
    ]);
  });
});
