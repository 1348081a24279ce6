/**
 * Local search: case-insensitive substring match on name, category name or
 * brand; an empty query searches nothing. The haystack is lowercased once per catalogue
 * version, so each keystroke is one `includes` per product. These matches always come first; the
 * forgiving ones (spelling variants, typos) follow them, see fuzzy-search.ts. Emoji and
 * punctuation in a query are ignored (searchWords).
 */
/** What search reads of a product (src/lib/types.ts has the whole). */
/** A product's own texts in one language (the owner's; "" where none is written). */
interface OwnTexts {
  name: string;
  description: string;
}

export interface Searchable {
  id: string;
  name: string;
  categoryName: string;
  brand: string;
  translations: { en: OwnTexts; si: OwnTexts; ta: OwnTexts };
}

export interface SearchIndex<P extends Searchable = Searchable> {
  products: readonly P[];
  haystacks: readonly string[];
}

export function buildSearchIndex<P extends Searchable>(products: readonly P[]): SearchIndex<P> {
  // A separator no query can span, so "nameBrand" never matches across fields.
  // every language's name: a Sinhala reader may type the English name, and the other way round
  const haystacks = products.map((p) =>
    [
      p.name,
      p.categoryName,
      p.brand,
      p.translations.en.name,
      p.translations.si.name,
      p.translations.ta.name,
    ]
      .join("\u0000")
      .toLowerCase(),
  );
  return { products, haystacks };
}

/**
 * A word: a letter or digit, then letters, digits and the marks that belong to them (Sinhala and
 * Tamil vowel signs, accents) and the joiners inside Sinhala conjuncts.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d]*/gu;
/** Emoji presentation and keycap marks, which would otherwise cling to a digit ("1️⃣"). */
const EMOJI_MARKS = /[\ufe0e\ufe0f\u20e3]/g;

/**
 * The query as the search reads it: its words in lower case, one space apart; emoji, symbols
 * and punctuation are left out ("lipstick 💄!" reads "lipstick", "Nine-Shade" "nine shade").
 */
export function searchWords(query: string): string {
  const words = query.replace(EMOJI_MARKS, "").match(WORD) ?? [];
  return words.join(" ").toLowerCase();
}

/** The substring matches of `query` (searchWords), in the catalogue's order. */
export function searchProducts<P extends Searchable>(index: SearchIndex<P>, query: string): P[] {
  const needle = searchWords(query);
  if (!needle) return [];
  const found: P[] = [];
  for (let i = 0; i < index.haystacks.length; i++) {
    const product = index.products[i];
    if (product && index.haystacks[i]?.includes(needle)) found.push(product);
  }
  return found;
}

/**
 * The substring matches first (docs/decisions/0022-search.md), in their order, then the forgiving
 * matches (fuzzy-search.ts) that are not already among them.
 */
export function withForgivingMatches<P extends Searchable>(
  exact: readonly P[],
  forgiving: readonly P[],
): P[] {
  if (forgiving.length === 0) return [...exact];
  const shown = new Set(exact.map((p) => p.id));
  return [...exact, ...forgiving.filter((p) => !shown.has(p.id))];
}
