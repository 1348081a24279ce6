/**
 * Forgiving search over the device's catalogue (MiniSearch), appended after the
 * substring matches (search.ts): spelling variants ("moisturizer" finds "Moisturisers"), small
 * typos ("snaks" finds snacks) and unfinished words, ranked name before brand before category.
 * A typo is a letter left out, never a word of its own: it only matches a longer word
 * ("lipstik" finds Lipstick, "nike" does not find Nine), see isForgivenMatch.
 *
 * Loaded on demand (the search screen imports it dynamically), so no other page ships it.
 * There is one index per page, kept at module level: `updateFuzzyIndex` brings it to the
 * catalogue's current version by adding, replacing and removing only the products that changed,
 * in slices of about 5 ms with the main thread given back between them, so a first build
 * over 10,000 products never holds a keystroke up for long. Keystrokes only query it.
 */
import MiniSearch, { type SearchOptions } from "minisearch";
import { searchWords } from "../shared/search";
import { closeWords, editDistance } from "./close-words";
import type { Product } from "./types";

interface IndexedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
}

export { editDistance };

export interface FuzzyIndex {
  /** changes whenever the indexed products change (a cheap key for memoised results) */
  version: string;
  search(query: string): Product[];
  /** close words of the catalogue, as the shop spells them, for a query that found nothing */
  suggest(query: string, limit?: number): string[];
}

/** main-thread time one slice of an update may take before giving the thread back */
const SLICE_MS = 5;
const BOOST = { name: 8, brand: 4, category: 1, subcategory: 1 };

/**
 * Folds spelling variants and plurals onto one form, on both sides: British -ise/-our onto
 * American -ize/-or, trailing "s" dropped, accents removed.
 */
export function foldTerm(term: string): string {
  const spelled = spellTerm(term);
  return spelled.length > 3 && /[^s]s$/.test(spelled) ? spelled.slice(0, -1) : spelled;
}

/** foldTerm without dropping the plural "s": what an unfinished word must begin with. */
function spellTerm(term: string): string {
  return term
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/is(?=(e|es|er|ers|ed|ing|ation|ations)?$)/, "iz")
    .replace(/our(?=s?$)/, "or");
}

const PREFIX_FROM = 3;
const TYPO_FROM = 4;
const TYPO_SHARE = 0.2;
const MAX_TYPOS = 2;

/** Every word of a query must match, exactly, as a prefix (3+ letters) or with a typo (4+). */
const STRICT: SearchOptions = {
  boost: BOOST,
  combineWith: "AND",
  prefix: (term) => term.length >= PREFIX_FROM,
  fuzzy: (term) => (term.length >= TYPO_FROM ? TYPO_SHARE : false),
  maxFuzzy: MAX_TYPOS,
};

/** A word of a query: as the index holds words (folded), and as typed (spelled, plural kept). */
interface QueryTerm {
  folded: string;
  spelled: string;
}

/**
 * Whether the catalogue's (folded) word `found` answers the query's word `typed`: the same
 * word, a word it begins as typed (3+ letters: "car" begins "Carry", "cars" does not), or a
 * longer word a typo or two away (4+ letters: one typo, two from 8). A word of the same length
 * or shorter is a different word, never a typo ("nike" is not "nine", "bags" not "bugs").
 */
export function isForgivenMatch(typed: QueryTerm, found: string): boolean {
  const { folded, spelled } = typed;
  if (found === folded) return true;
  if (spelled.length >= PREFIX_FROM && found.startsWith(spelled)) return true;
  if (folded.length < TYPO_FROM || found.length <= folded.length) return false;
  const allowed = Math.min(MAX_TYPOS, Math.round(folded.length * TYPO_SHARE));
  return editDistance(folded, found, allowed) <= allowed;
}

/** The query without emoji and punctuation, and its words (see QueryTerm). */
function readQuery(query: string): { words: string; terms: QueryTerm[] } {
  const words = searchWords(query);
  const terms = words
    .split(" ")
    .map((word) => ({ folded: foldTerm(word), spelled: spellTerm(word) }))
    .filter((term) => term.folded.length > 0);
  return { words, terms };
}

/** How the catalogue's products read to the index, and the shop's own spelling of each word. */
function createIndex() {
  const spelling = new Map<string, string>();
  const mini = new MiniSearch<IndexedProduct>({
    fields: ["name", "brand", "category", "subcategory"],
    processTerm: (term, field) => {
      const folded = foldTerm(term);
      // only indexing passes a field: remember the first spelling the catalogue uses
      if (field && folded && !spelling.has(folded)) spelling.set(folded, term);
      return folded || null;
    },
    searchOptions: { processTerm: foldTerm },
  });
  return { mini, spelling };
}

let state = createIndex();
/** what the index holds now: id -> the product and the text it was indexed with */
const held = new Map<string, { product: Product; text: string }>();
let version = "";

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function toDocument(product: Product, subcategoryNames: ReadonlyMap<string, string>) {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.categoryName,
    subcategory: subcategoryNames.get(product.subcategoryId) ?? "",
  };
}

/** A cheap key for "the catalogue changed": count and newest `updated`, plus the subcategories. */
export function catalogueVersion(
  products: readonly Product[],
  subcategoryNames: ReadonlyMap<string, string>,
): string {
  let newest = "";
  for (const p of products) if (p.updated > newest) newest = p.updated;
  return `${products.length}/${newest}/${[...subcategoryNames].join("|")}`;
}

/**
 * Brings the index to `products` (incrementally) and returns it; an unchanged catalogue costs
 * one version check. Calls must not overlap (the caller serialises them).
 */
export async function updateFuzzyIndex(
  products: readonly Product[],
  subcategoryNames: ReadonlyMap<string, string>,
  sliceMs = SLICE_MS,
): Promise<FuzzyIndex> {
  const next = catalogueVersion(products, subcategoryNames);
  if (next !== version) {
    const seen = new Set<string>();
    let sliceStart = performance.now();
    for (const product of products) {
      seen.add(product.id);
      const doc = toDocument(product, subcategoryNames);
      const text = `${doc.name}\u0000${doc.brand}\u0000${doc.category}\u0000${doc.subcategory}`;
      const before = held.get(product.id);
      if (before?.text === text) {
        before.product = product;
        continue;
      }
      if (before) state.mini.replace(doc);
      else state.mini.add(doc);
      held.set(product.id, { product, text });
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
    for (const id of held.keys()) {
      if (seen.has(id)) continue;
      state.mini.discard(id);
      held.delete(id);
    }
    version = next;
  }
  return snapshot();
}

function snapshot(): FuzzyIndex {
  const { mini, spelling } = state;
  return {
    version,
    search(query) {
      const { words, terms } = readQuery(query);
      if (terms.length === 0) return [];
      const found: Product[] = [];
      for (const result of mini.search(words, STRICT)) {
        // MiniSearch's typo matches include words of the same length: each word of the query
        // must be answered by a word isForgivenMatch accepts
        const answered = terms.every((typed) =>
          result.terms.some((term) => isForgivenMatch(typed, term)),
        );
        const product = answered ? held.get(String(result.id))?.product : undefined;
        if (product) found.push(product);
      }
      return found;
    },
    suggest(query, limit = 5) {
      return closeWords(
        readQuery(query).terms.map((term) => term.folded),
        spelling,
        limit,
      );
    },
  };
}

/** Forgets the index (tests). */
export function resetFuzzyIndex(): void {
  state = createIndex();
  held.clear();
  version = "";
}
