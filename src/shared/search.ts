/**
 * Local search: case-insensitive substring match on name, category name or
 * brand; an empty query searches nothing. The haystack is lowercased once per catalogue
 * version, so each keystroke is one `includes` per product. These matches always come first; the
 * forgiving ones (spelling variants, typos) follow them, see fuzzy-search.ts.
 */
import type { Product } from "../lib/types";

export interface SearchIndex {
  products: readonly Product[];
  haystacks: readonly string[];
}

export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  // A separator no query can span, so "nameBrand" never matches across fields.
  const haystacks = products.map((p) =>
    `${p.name}\u0000${p.categoryName}\u0000${p.brand}`.toLowerCase(),
  );
  return { products, haystacks };
}

export function searchProducts(index: SearchIndex, query: string): Product[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: Product[] = [];
  for (let i = 0; i < index.haystacks.length; i++) {
    const product = index.products[i];
    if (product && index.haystacks[i]?.includes(needle)) found.push(product);
  }
  return found;
}

/**
 * The substring matches first (README: Decisions, "Search"), in their order, then the forgiving matches
 * (fuzzy-search.ts) that are not already among them.
 */
export function withForgivingMatches(
  exact: readonly Product[],
  forgiving: readonly Product[],
): Product[] {
  if (forgiving.length === 0) return [...exact];
  const shown = new Set(exact.map((p) => p.id));
  return [...exact, ...forgiving.filter((p) => !shown.has(p.id))];
}
