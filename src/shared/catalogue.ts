/** Pure catalogue rules shared by the screens. */
import type { Category, Product, Subcategory } from "../lib/types";

/** The synthetic subcategory every category has. */
export const ALL_SUBCATEGORY = "all";
/** The products screen's "All products": every enabled category at once (`?category=all`). */
export const ALL_PRODUCTS = "all";
export const HOME_BEST_SELLERS = 4;
export const DEFAULT_CATEGORY_NAME = "Category";

type Ordered = Pick<Category, "isEnabled" | "priority" | "name">;

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

/** Sorted by name, with `Other` always last. */
export function sortSubcategories(subcategories: readonly Subcategory[]): Subcategory[] {
  const isOther = (s: Subcategory) => s.name.trim().toLowerCase() === "other";
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

export function bestSellers(products: readonly Product[], random = Math.random): Product[] {
  return pickRandom(
    products.filter((p) => p.isInHome),
    HOME_BEST_SELLERS,
    random,
  );
}

/** The category name a card shows: "Category" when the product has none. */
export function categoryLabel(product: Pick<Product, "categoryName">): string {
  return product.categoryName.trim() || DEFAULT_CATEGORY_NAME;
}

/**
 * The product as a shopper reading `language` sees it: the owner's Sinhala or Tamil name and
 * description where written, else the English ones (which search still matches, search.ts).
 */
export function inLanguage<P extends Pick<Product, "name" | "description" | "translations">>(
  product: P,
  language: "en" | "si" | "ta",
): P {
  if (language === "en") return product;
  const own = product.translations[language];
  if (!own.name && !own.description) return product;
  return {
    ...product,
    name: own.name || product.name,
    description: own.description || product.description,
  };
}

/** Percentage saved against the struck-through price, when there is a real saving. */
export function savingPercent(product: Product): number | undefined {
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
