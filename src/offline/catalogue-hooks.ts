/**
 * Live-query hooks over the device's catalogue: screens read only these, never the network.
 * Each re-renders when the sync engine writes a change. `undefined` means "still loading".
 */

import { useAtomValue } from "jotai";
import { useDeferredValue, useSyncExternalStore } from "react";
import { currentLanguage, type Language, subscribe } from "../lib/i18n/i18n";
import { type ProductLink, RELATED_MAX, relatedProducts } from "../lib/product-page";
import type { Category, Product, Subcategory } from "../lib/types";
import {
  ALL_PRODUCTS,
  ALL_SUBCATEGORY,
  closedIds,
  enabledCategoriesByPriority,
  inLanguage,
  onSale,
  sortSubcategories,
} from "../shared/catalogue";
import { db, type ShopDb } from "./db";
import { useLiveQuery } from "./live-query";
import { firstPullDoneAtom, type SyncStatus, syncStatusAtom } from "./sync-status";

/** The shopper's language: the owner's texts are read in it (src/shared/catalogue.ts inLanguage). */
function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * The last answer of each list query a screen waits on, by what it asked: a screen that comes
 * back (Back from a product to the search results or a category) draws that list in its first
 * render, while the live query reads the device again. Drawn at once, the list is there when the
 * router puts the page back where the shopper was; read later, the page was short at that moment,
 * and it ended at the footer instead.
 */
const lastRead = new Map<string, unknown>();

function useRememberedLiveQuery<T>(
  key: string,
  querier: () => Promise<T>,
  deps: unknown[],
): T | undefined {
  return useLiveQuery(
    async () => {
      const result = await querier();
      lastRead.set(key, result);
      return result;
    },
    deps,
    lastRead.get(key) as T | undefined,
  );
}

/** The switched-off categories' and subcategories' ids on the device (catalogue.ts onSale). */
async function closedOn(database: ShopDb): Promise<Set<string>> {
  const [categories, subcategories] = await Promise.all([
    database.categories.toArray(),
    database.subcategories.toArray(),
  ]);
  return closedIds([...categories, ...subcategories]);
}

/** Only the products shoppers may see and buy. */
async function onSaleOnly(database: ShopDb, products: Product[]): Promise<Product[]> {
  const closed = await closedOn(database);
  return closed.size === 0 ? products : products.filter((p) => onSale(p, closed));
}

export function useCategories(): Category[] | undefined {
  return useRememberedLiveQuery(
    "categories",
    async () => enabledCategoriesByPriority(await db().categories.toArray()),
    [],
  );
}

/** An enabled category as home shows it: its subcategories' names and a photo of its products. */
export interface CategoryShowcase {
  category: Category;
  /** its enabled subcategories, sorted, Other last */
  subcategories: string[];
  /** the first photo of its home products, else of any of its products */
  image: string | undefined;
}

/** Every enabled category, in priority order, with what its home tile shows. */
export function categoryShowcase(database: ShopDb): Promise<CategoryShowcase[]> {
  return database.transaction(
    "r",
    [database.categories, database.subcategories, database.products],
    async () => {
      const categories = enabledCategoriesByPriority(await database.categories.toArray());
      return Promise.all(
        categories.map(async (category) => {
          const subs = await database.subcategories
            .where("parentCategoryId")
            .equals(category.id)
            .toArray();
          const products = database.products.where("categoryId").equals(category.id);
          const photo =
            (await products
              .clone()
              .filter((p) => p.isInHome && p.images.length > 0)
              .first()) ?? (await products.filter((p) => p.images.length > 0).first());
          return {
            category,
            subcategories: sortSubcategories(subs.filter((s) => s.isEnabled)).map((s) => s.name),
            image: photo?.images[0],
          };
        }),
      );
    },
  );
}

export function useCategoryShowcase(): CategoryShowcase[] | undefined {
  return useLiveQuery(() => categoryShowcase(db()), []);
}

export interface SubcategoryList {
  /** the category the list is for: while another category's list loads, the last one stays */
  categoryId: string | undefined;
  list: Subcategory[];
}

export function useSubcategories(categoryId: string | undefined): SubcategoryList | undefined {
  return useRememberedLiveQuery(`subcategories/${categoryId}`, async () => {
    if (!categoryId) return { categoryId, list: [] };
    const list = await db().subcategories.where("parentCategoryId").equals(categoryId).toArray();
    return { categoryId, list: sortSubcategories(list.filter((s) => s.isEnabled)) };
  }, [categoryId]);
}

export interface ProductPage {
  products: Product[];
  /** `category/subcategory` the list is for: while a new choice loads, the last list stays */
  key: string;
}

/** Every product of the enabled categories, category by category in their priority order. */
async function allEnabledProducts(database: ShopDb): Promise<Product[]> {
  const categories = enabledCategoriesByPriority(await database.categories.toArray());
  const lists = await Promise.all(
    categories.map((c) => database.products.where("categoryId").equals(c.id).toArray()),
  );
  return onSaleOnly(database, lists.flat());
}

/**
 * Every product of a subcategory, or of the whole category when the subcategory is All, or of
 * every enabled category for All products: the screen sorts and filters the whole list
 * (lib/refine-products) before it shows a page of it.
 */
export function useProductsIn(
  categoryId: string | undefined,
  subcategoryId: string,
): ProductPage | undefined {
  const key = `${categoryId}/${subcategoryId}`;
  const language = useLanguage();
  return useRememberedLiveQuery(`products/${language}/${key}`, async () => {
    if (!categoryId) return { products: [], key };
    if (categoryId === ALL_PRODUCTS) {
      return { products: localized(await allEnabledProducts(db()), language), key };
    }
    const query =
      subcategoryId === ALL_SUBCATEGORY
        ? db().products.where("categoryId").equals(categoryId)
        : db().products.where("subcategoryId").equals(subcategoryId);
    return { products: localized(await onSaleOnly(db(), await query.toArray()), language), key };
  }, [categoryId, subcategoryId, language]);
}

/** The products shown on home, read through the `inHome` index (no scan of the catalogue). */
export async function homeProducts(database: ShopDb): Promise<Product[]> {
  return onSaleOnly(database, await database.products.where("inHome").equals(1).toArray());
}

export function useHomeProducts(): Product[] | undefined {
  const language = useLanguage();
  return useLiveQuery(async () => localized(await homeProducts(db()), language), [language]);
}

/**
 * The product a link names (the handle through its index); null when the device holds none or
 * it is not on sale (its category or subcategory switched off).
 */
export function useProduct({ id, handle }: ProductLink): Product | null | undefined {
  const language = useLanguage();
  return useLiveQuery(async () => {
    const products = db().products;
    const found = id
      ? await products.get(id)
      : handle
        ? await products.where("handle").equals(handle).first()
        : undefined;
    if (!found) return null;
    return onSale(found, await closedOn(db())) ? inLanguage(found, language) : null;
  }, [id, handle, language]);
}

/** The products in the shopper's language (the owner's translations, src/shared/catalogue.ts). */
const localized = (products: Product[], language: Language) =>
  language === "en" ? products : products.map((p) => inLanguage(p, language));

/** Where a product sits in the catalogue (its breadcrumbs) and what else is there. */
export interface ProductPlace {
  category: Category | undefined;
  subcategory: Subcategory | undefined;
  /** up to 8 other products of its subcategory; none when that is switched off */
  related: Product[];
}

/** A product's category, subcategory and related products, through the subcategory index. */
export function productPlace(database: ShopDb, product: Product): Promise<ProductPlace> {
  const { id, categoryId, subcategoryId } = product;
  return database.transaction(
    "r",
    [database.categories, database.subcategories, database.products],
    async () => {
      const [category, subcategory, candidates] = await Promise.all([
        categoryId ? database.categories.get(categoryId) : undefined,
        subcategoryId ? database.subcategories.get(subcategoryId) : undefined,
        subcategoryId
          ? database.products
              .where("subcategoryId")
              .equals(subcategoryId)
              .limit(RELATED_MAX + 1)
              .toArray()
          : [],
      ]);
      const open = Boolean(category?.isEnabled && subcategory?.isEnabled);
      return { category, subcategory, related: open ? relatedProducts(candidates, id) : [] };
    },
  );
}

export function useProductPlace(product: Product): ProductPlace | undefined {
  const { id, categoryId, subcategoryId } = product;
  return useLiveQuery(() => productPlace(db(), product), [id, categoryId, subcategoryId]);
}

/** What the device's catalogue says now about the products in the cart. */
export interface CartCatalogue {
  /** the current copy of each product in the cart, when the device still has it */
  products: ReadonlyMap<string, Product>;
  /** products whose category or subcategory the shop has switched off */
  hidden: ReadonlySet<string>;
}

/**
 * The current copies of the given products, and which of them sit in a switched-off category
 * or subcategory; undefined while loading, or when the device has never synced a catalogue.
 */
export function useCartCatalogue(productIds: readonly string[]): CartCatalogue | undefined {
  const key = [...new Set(productIds)].sort().join(",");
  return useLiveQuery(async () => {
    if ((await db().meta.get("products")) === undefined) return undefined;
    const ids = key ? key.split(",") : [];
    const found = (await db().products.bulkGet(ids)).filter((p): p is Product => Boolean(p));
    const [categories, subcategories] = await Promise.all([
      db().categories.bulkGet([...new Set(found.map((p) => p.categoryId))]),
      db().subcategories.bulkGet([...new Set(found.map((p) => p.subcategoryId))]),
    ]);
    const closed = closedIds(
      [...categories, ...subcategories].filter((c): c is Category | Subcategory => Boolean(c)),
    );
    return {
      products: new Map(found.map((p) => [p.id, p])),
      hidden: new Set(found.filter((p) => !onSale(p, closed)).map((p) => p.id)),
    };
  }, [key]);
}

/** Every product on sale, for local search. */
export function useAllProducts(): Product[] | undefined {
  const language = useLanguage();
  return useRememberedLiveQuery(
    `all-products/${language}`,
    async () => localized(await onSaleOnly(db(), await db().products.toArray()), language),
    [language],
  );
}

/** Every subcategory's name by id (search also matches subcategory names). */
export function useSubcategoryNames(): ReadonlyMap<string, string> | undefined {
  return useRememberedLiveQuery(
    "subcategory-names",
    async () => new Map((await db().subcategories.toArray()).map((s) => [s.id, s.name])),
    [],
  );
}

/** True once a first sync has written anything: tells "empty" apart from "not synced yet". */
export function useHasCatalogue(): boolean | undefined {
  return useLiveQuery(async () => (await db().meta.get("products")) !== undefined, []);
}

export function useSyncStatus(): SyncStatus {
  return useAtomValue(syncStatusAtom);
}

/**
 * True while the device has no catalogue and a first sync may still bring one: screens show
 * placeholders of the real size (no layout shift, no false "empty"). Offline or failed, they stop
 * waiting and say what they have.
 *
 * `rows`: the screen's own live query. Each live query re-runs on its own after a sync write
 * (the writes come from the sync worker), so "the device has a catalogue" can be seen before
 * the screen's rows are: until the first pull is done, no rows is still "waiting".
 */
export function useAwaitingCatalogue(rows?: readonly unknown[]): boolean {
  const settled = useCatalogueSettled();
  const has = useHasCatalogue();
  return !settled && (has !== true || rows?.length === 0);
}

/**
 * A screen's live rows as a deferred value: React draws their changes as a transition, in
 * slices, while the screen keeps what it shows. `awaiting` as useAwaitingCatalogue, and also
 * while the first rows are still on their way to the screen, so it never says "empty" meanwhile.
 */
export function useDeferredCatalogue<T>(stored: T[] | undefined): {
  rows: T[] | undefined;
  awaiting: boolean;
} {
  const rows = useDeferredValue(stored);
  const landing = rows !== stored && !rows?.length;
  return { rows, awaiting: useAwaitingCatalogue(rows) || landing };
}

/**
 * True once the device's catalogue can be trusted to say "this product does not exist": the
 * first pull of this visit has finished (every page of it, not only the first), or the sync
 * is offline or failed and the device's copy is all there is.
 */
export function useCatalogueSettled(): boolean {
  const pulled = useAtomValue(firstPullDoneAtom);
  const { state } = useSyncStatus();
  return pulled || state === "offline" || state === "error";
}
