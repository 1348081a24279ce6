/**
 * Pure catalogue rules shared by the screens and the server. They name only the fields they
 * read: the records' whole types are the app's (src/lib/types.ts), which src/shared never imports.
 */
/**
 * The sync's page: the most catalogue records a device asks for at once (src/offline/sync.ts),
 * and the most the server gives anyone but the owner in one request (pb_hooks/lib/api-limits.js).
 */
export const CATALOGUE_PAGE_SIZE = 500;

/** The synthetic subcategory every category has. */
export const ALL_SUBCATEGORY = "all";
/** The products screen's "All products": every enabled category at once (`?category=all`). */
export const ALL_PRODUCTS = "all";
export const HOME_BEST_SELLERS = 4;
export const DEFAULT_CATEGORY_NAME = "Category";

interface Ordered {
  isEnabled: boolean;
  priority: number;
  name: string;
}

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const nameKey = (name: string) => name.normalize("NFD").replace(LATIN_ACCENTS, "").toLowerCase();
/** Characters whose alphabetical order is their code's: space, then digits, then a to z. */
const PLAIN = /^[ 0-9a-z]$/;

/**
 * Two names in the order of `a.localeCompare(b, "en", { sensitivity: "base" })`: alphabetical,
 * case and accents aside ("Crème" beside "creme"). A page's first `localeCompare` or
 * `Intl.Collator` loads the browser's collation data, 45-90 ms at 4× CPU, and every first screen
 * sorts the categories (docs/decisions/0032-no-collation-on-the-first-screen.md). So names are
 * compared here where they first differ, when that is a space, a digit or a Latin letter (accents
 * removed); only a difference at another sign or script (a dash, "ß", Sinhala, Tamil, whose
 * alphabets are not in Unicode's order) asks the browser.
 */
export function compareNames(a: string, b: string): number {
  const x = nameKey(a);
  const y = nameKey(b);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const p = x[i];
  const q = y[i];
  if ((p === undefined || PLAIN.test(p)) && (q === undefined || PLAIN.test(q))) {
    if (p === q) return 0;
    return p === undefined || (q !== undefined && p < q) ? -1 : 1;
  }
  return a.localeCompare(b, "en", { sensitivity: "base" });
}

/** Enabled categories, by priority then name. */
export function enabledCategoriesByPriority<C extends Ordered>(categories: readonly C[]): C[] {
  return categories
    .filter((c) => c.isEnabled)
    .sort((a, b) => a.priority - b.priority || compareNames(a.name, b.name));
}

/**
 * Whether shoppers may see and buy `product`: its category and subcategory are not among the
 * `closed` (switched-off) ones. A switched-off category's products are absent from lists,
 * search, their own page and checkout alike (the server refuses to order them too), so a new
 * category, which starts switched off, shows nothing until the owner switches it on.
 */
export function onSale(
  product: { categoryId: string; subcategoryId: string },
  closed: ReadonlySet<string>,
): boolean {
  return !closed.has(product.categoryId) && !closed.has(product.subcategoryId);
}

/** The ids of the switched-off categories and subcategories among `groups`. */
export function closedIds(groups: readonly { id: string; isEnabled: boolean }[]): Set<string> {
  return new Set(groups.filter((group) => !group.isEnabled).map((group) => group.id));
}

/** Sorted by name, with `Other` always last. */
export function sortSubcategories<S extends { name: string }>(subcategories: readonly S[]): S[] {
  const isOther = (s: S) => s.name.trim().toLowerCase() === "other";
  return [...subcategories].sort((a, b) => {
    if (isOther(a) !== isOther(b)) return isOther(a) ? 1 : -1;
    return compareNames(a.name, b.name);
  });
}

/** `count` distinct items picked uniformly at random (partial Fisher-Yates). */
export function pickRandom<T>(items: readonly T[], count: number, random = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const a = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = a;
  }
  return pool.slice(0, n);
}

export function bestSellers<P extends { isInHome: boolean }>(
  products: readonly P[],
  random = Math.random,
): P[] {
  return pickRandom(
    products.filter((p) => p.isInHome),
    HOME_BEST_SELLERS,
    random,
  );
}

/** The category name a card shows: "Category" when the product has none. */
export function categoryLabel(product: { categoryName: string }): string {
  return product.categoryName.trim() || DEFAULT_CATEGORY_NAME;
}

/**
 * The product as a shopper reading `language` sees it: the owner's Sinhala or Tamil name and
 * description and size note where written, else the English ones (which search still matches,
 * search.ts).
 */
export function inLanguage<
  P extends {
    name: string;
    description: string;
    sizeNote?: string;
    translations: Record<
      "en" | "si" | "ta",
      { name: string; description: string; sizeNote?: string }
    >;
  },
>(product: P, language: "en" | "si" | "ta"): P {
  if (language === "en") return product;
  const own = product.translations[language];
  if (!own.name && !own.description && !own.sizeNote) return product;
  return {
    ...product,
    name: own.name || product.name,
    description: own.description || product.description,
    ...(own.sizeNote ? { sizeNote: own.sizeNote } : {}),
  };
}

/** Percentage saved against the struck-through price, when there is a real saving. */
export function savingPercent(product: { price: number; stripePrice: number }): number | undefined {
  if (!(product.stripePrice > product.price) || product.price <= 0) return undefined;
  return Math.round((1 - product.price / product.stripePrice) * 100);
}

/** A small seeded generator, so a random pick stays put while live data re-renders. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
