/**
 * The products screen's state that is not React: its URL search params (so a category can be
 * linked, reloaded and restored with Back) and what each part of the screen shows.
 */
import * as v from "valibot";
import { refineSearchEntries } from "../../lib/refine-products";
import type { Category } from "../../lib/types";
import type { ProductPage, SubcategoryList } from "../../offline/catalogue-hooks";
import { ALL_PRODUCTS, ALL_SUBCATEGORY } from "../../shared/catalogue";

/** A record id from the URL: the router reads `?category=123` as a number, so numbers count. */
const idParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

/**
 * /products?category=ID&sub=ID&sort=price-asc&brand=NAME&min=500&max=5000. Every field falls
 * back on its own, so a bad value never breaks the page.
 */
export const productsSearchSchema = v.object({
  /** the selected category, or "all" for All products; absent or unknown = the first category */
  category: idParam,
  /** the selected subcategory of that category; absent = All */
  sub: idParam,
  ...refineSearchEntries,
});
export type ProductsSearch = v.InferOutput<typeof productsSearchSchema>;

/**
 * The category the screen shows: the URL's when it is an enabled one or All products
 * (ALL_PRODUCTS), else the first.
 */
export function selectedCategory(
  categories: readonly Category[] | undefined,
  search: ProductsSearch,
): string | undefined {
  if (!categories) return undefined;
  if (search.category === ALL_PRODUCTS && categories.length > 0) return ALL_PRODUCTS;
  return categories.find((c) => c.id === search.category)?.id ?? categories[0]?.id;
}

export const selectedSubcategory = (search: ProductsSearch) => search.sub ?? ALL_SUBCATEGORY;

export interface ProductsViewInput {
  categories: readonly Category[] | undefined;
  /** the selected category (selectedCategory) */
  categoryId: string | undefined;
  /** the open category in the tree, if any */
  expanded: string | undefined;
  subcategories: SubcategoryList | undefined;
  page: ProductPage | undefined;
  /** `category/subcategory` of the choice on screen, to tell a stale page from the current */
  pageKey: string;
  /** no catalogue synced yet: an empty answer is a guess */
  awaiting: boolean;
}

export interface ProductsView {
  /** the category tree: a placeholder until it can show complete (open category, its list) */
  tree: "loading" | "ready";
  /** the grid: a placeholder, the products, or the "no products" note */
  grid: "loading" | "products" | "empty";
}

/** What the screen shows for the state of its queries. */
export function productsView(input: ProductsViewInput): ProductsView {
  const { categories, categoryId, expanded, subcategories, page, pageKey, awaiting } = input;
  const treeLoading =
    !categories ||
    (categories.length === 0 ? awaiting : !categoryId) ||
    subcategories === undefined ||
    (awaiting && expanded !== undefined && subcategories.list.length === 0);
  if (treeLoading) return { tree: "loading", grid: "loading" };
  const gridLoading = !page || page.key !== pageKey || (awaiting && page.products.length === 0);
  if (gridLoading) return { tree: "ready", grid: "loading" };
  return { tree: "ready", grid: page.products.length > 0 ? "products" : "empty" };
}
