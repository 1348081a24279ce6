/**
 * Home's "Shop by category" tiles: the spec's four searches (skin care, bags, shoes, cosmetic)
 * and its custom-request tile, then one tile for every other enabled category of the catalogue,
 * so each category is one tap from home whatever the owner adds.
 */
import { searchWords } from "../shared/search";
import { m } from "./i18n/i18n";
import type { Category } from "./types";

export interface SearchTile {
  query: string;
  /** English keys, said through t() */
  label: string;
  note: string;
  tone: string;
}

/** The spec's tiles, each a search. */
export const SEARCH_TILES: readonly SearchTile[] = [
  { query: "skin care", label: m("Skin care"), note: m("Serums, sunscreens, masks"), tone: "rose" },
  { query: "bags", label: m("Bags"), note: m("Totes, backpacks, crossbody"), tone: "sand" },
  { query: "shoes", label: m("Shoes"), note: m("Sneakers, flats, boots"), tone: "sky" },
  { query: "cosmetic", label: m("Cosmetics"), note: m("Lips, face and eyes"), tone: "plum" },
];

/** The backgrounds of the catalogue's own tiles, in turn. */
export const CATEGORY_TONES = ["mint", "peach", "lilac", "lemon"] as const;

/**
 * Whether a search tile already leads to a category: its query finds the category's products by
 * their category name (the spec's substring search, src/shared/search.ts), as "bags" does Bags.
 */
export function searchCovers(tile: SearchTile, category: Category): boolean {
  return searchWords(category.name).includes(searchWords(tile.query));
}

/** For each search tile, the first category (by priority) its search leads to, if any. */
export function categoryOfTile(
  tile: SearchTile,
  categories: readonly Category[],
): Category | undefined {
  return categories.find((c) => searchCovers(tile, c));
}

/** The enabled categories (already in priority order) that no search tile leads to. */
export function categoriesWithoutTile(categories: readonly Category[]): Category[] {
  return categories.filter((c) => !SEARCH_TILES.some((tile) => searchCovers(tile, c)));
}
