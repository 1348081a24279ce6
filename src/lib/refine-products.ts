/**
 * Sorting and filtering a product list the shopper is looking at (products, search): the URL
 * search params that hold the choice, and the pure function that applies it to a list already
 * read from the device's catalogue.
 */
import * as v from "valibot";
import { compareNames } from "../shared/catalogue";
import { cardPrice } from "../shared/product-price";
import type { Product } from "./types";

export const SORTS = ["featured", "price-asc", "price-desc", "newest"] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured",
  "price-asc": "Lowest price",
  "price-desc": "Highest price",
  newest: "Newest",
};

/** A price bound from the URL: the router reads `?min=500` as a number; a string counts too. */
const priceParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
      v.number(),
      v.finite(),
      v.minValue(0),
    ),
  ),
  undefined,
);

/**
 * The refinement's URL search params, to spread into a route's schema. Each falls back to
 * "not set" on its own, so a bad value never breaks the page. Featured (the list's own order)
 * is the default and stays out of the URL.
 */
export const refineSearchEntries = {
  sort: v.fallback(v.optional(v.picklist(SORTS.filter((s) => s !== "featured"))), undefined),
  /** one brand, exactly as products carry it */
  brand: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty())),
    undefined,
  ),
  /** lowest and highest price in LKR, both inclusive */
  min: priceParam,
  max: priceParam,
};
const refineSchema = v.object(refineSearchEntries);
export type Refinement = v.InferOutput<typeof refineSchema>;

/** The URL params with nothing chosen: spread over a route's search to clear the filters. */
export const NO_FILTERS = { brand: undefined, min: undefined, max: undefined } as const;

/** True when a brand or a price bound narrows the list (sorting alone does not). */
export const isFiltered = (r: Refinement) =>
  r.brand !== undefined || r.min !== undefined || r.max !== undefined;

/** The brands in a list, each once, alphabetically: what the brand filter offers. */
export function brandsIn(products: readonly Product[]): string[] {
  const brands = new Set(products.map((p) => p.brand.trim()).filter(Boolean));
  return [...brands].sort(compareNames);
}

/** `created` as a number for sorting; a record without one counts as oldest. */
const createdTime = (p: Product) => Date.parse(p.created.replace(" ", "T")) || 0;

/** The price its card shows ("from" the cheapest option, shared/product-price.ts): what the price sorts and range go by. */
const shownPrice = (p: Product) => (p.options.length ? cardPrice(p).amount : p.price);

type Compare = (a: Product, b: Product, price: (p: Product) => number) => number;

const COMPARE: Record<Exclude<Sort, "featured">, Compare> = {
  "price-asc": (a, b, price) => price(a) - price(b),
  "price-desc": (a, b, price) => price(b) - price(a),
  newest: (a, b) => createdTime(b) - createdTime(a),
};

/**
 * The list filtered by brand and price range, then sorted; ties keep the list's own order.
 * A crossed range (min above max) is read the right way round. Never changes its input.
 */
export function refineProducts(products: readonly Product[], r: Refinement): Product[] {
  const [low, high] =
    r.min !== undefined && r.max !== undefined && r.min > r.max ? [r.max, r.min] : [r.min, r.max];
  // each price worked out once, not once per comparison
  const prices = new Map<Product, number>();
  const price = (p: Product) => {
    const known = prices.get(p);
    if (known !== undefined) return known;
    const worked = shownPrice(p);
    prices.set(p, worked);
    return worked;
  };
  const kept = products.filter(
    (p) =>
      (r.brand === undefined || p.brand.trim() === r.brand) &&
      (low === undefined || price(p) >= low) &&
      (high === undefined || price(p) <= high),
  );
  const sort = r.sort ?? "featured";
  if (sort === "featured") return kept;
  const compare = COMPARE[sort];
  return kept.sort((a, b) => compare(a, b, price));
}
