import { useNavigate, useSearch } from "@tanstack/react-router";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { brandsIn, type Refinement, refineProducts } from "../../lib/refine-products";
import type { Category } from "../../lib/types";
import {
  useAwaitingCatalogue,
  useCategories,
  useProductsIn,
  useSubcategories,
} from "../../offline/catalogue-hooks";
import { ALL_PRODUCTS, ALL_SUBCATEGORY } from "../../shared/catalogue";
import { ShellPart, shellText } from "../layout/page-shell";
import { CategoryChips, type CategoryNavProps, CategoryTree } from "./category-nav";
import { ProductsLayout } from "./list-layouts";
import {
  CategoryChipsPlaceholder,
  CategoryTreePlaceholder,
  ProductGridPlaceholder,
} from "./placeholders";
import { ProductGrid } from "./product-card";
import { productsView, selectedCategory, selectedSubcategory } from "./products-view";
import { RefineBar } from "./refine-bar";
import "./catalogue.css";
import { useT } from "../../lib/i18n/use-t";

const PAGE = 12;

export function ProductsScreen() {
  const t = useT();
  const search = useSearch({ from: "/products" });
  const navigate = useNavigate({ from: "/products" });
  const categories = useCategories();
  // The choice lives in the URL: without one, the first category with All.
  const categoryId = selectedCategory(categories, search);
  const subcategoryId = selectedSubcategory(search);
  const pageKey = `${categoryId}/${subcategoryId}`;
  // The selected category's list is open unless the shopper folded it.
  const [folded, setFolded] = useState<string>();
  const expanded = folded === categoryId || categoryId === ALL_PRODUCTS ? undefined : categoryId;
  // "Show more" counts for one choice; another choice starts again at one page.
  const [shown, setShown] = useState({ key: pageKey, limit: PAGE });
  const limit = shown.key === pageKey ? shown.limit : PAGE;
  const gridRef = useRef<HTMLElement>(null);

  const page = useProductsIn(categoryId, subcategoryId);
  const current = categories?.find((c) => c.id === categoryId);
  // The selected category's subcategories, open or folded: the heading names the chosen one.
  const subcategories = useSubcategories(categoryId);
  // the page's own rows: the catalogue's mark can be seen before this query has re-read them
  const awaiting = useAwaitingCatalogue(page?.products);
  const view = productsView({
    categories,
    categoryId,
    expanded,
    subcategories,
    page,
    pageKey,
    awaiting,
  });
  const { sort, brand, min, max } = search;
  const refinement: Refinement = { sort, brand, min, max };
  const all = page?.products;
  const brands = useMemo(() => (all ? brandsIn(all) : []), [all]);
  const refined = useMemo(
    () => (all ? refineProducts(all, { sort, brand, min, max }) : []),
    [all, sort, brand, min, max],
  );
  // A tap repaints the chips, heading and count at once; the cards follow in a background
  // render the next tap interrupts (docs/decisions/0023-taps-answer-at-once.md).
  const slice = useMemo(() => refined.slice(0, limit), [refined, limit]);

  function choose(nextCategory: string, nextSub: string) {
    setFolded(undefined);
    void navigate({
      search: (prev) => ({
        ...prev,
        category: nextCategory,
        sub: nextSub === ALL_SUBCATEGORY ? undefined : nextSub,
        // a brand belongs to the list it was picked from
        brand: undefined,
      }),
    });
    // Narrow screens: the list comes into view when the shopper had scrolled past its top.
    const grid = gridRef.current;
    if (grid && grid.getBoundingClientRect().top < 0) {
      grid.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }

  function toggle(category: Category) {
    if (expanded === category.id) setFolded(category.id);
    else choose(category.id, ALL_SUBCATEGORY);
  }

  const subName = subcategories?.list.find((s) => s.id === subcategoryId)?.name;
  // Before the catalogue is in, the heading and count the server drew (a first visit).
  const shellCount = shellText("count");
  const title =
    categoryId === ALL_PRODUCTS
      ? t("All products")
      : current
        ? subName
          ? `${current.name}: ${subName}`
          : current.name
        : (shellText("title") ?? t("Products"));
  // A tap repaints the chips, heading and count at once; the cards follow in a background
  // render that the next tap interrupts (docs/decisions/0023-taps-answer-at-once.md).
  const drawn = useDeferredValue(useMemo(() => ({ cards: slice, label: title }), [slice, title]));
  // The first list's cards are still being rendered in the background: until they are in, the
  // grid keeps the server's cards (or placeholders), not an empty grid with "Show more" under it
  const cardsPending = drawn.cards.length === 0 && slice.length > 0;
  // Another choice's products are still being read: the cards on screen stay (marked busy)
  // instead of blinking to placeholders, so a tap repaints only the chips and the heading and
  // the new cards replace the old ones once, in the background render.
  const keepCards = view.grid === "loading" && view.tree === "ready" && drawn.cards.length > 0;
  const nav: CategoryNavProps | undefined =
    view.tree === "ready" && categories
      ? {
          categories,
          categoryId,
          subcategoryId,
          expanded,
          subcategories:
            subcategories && subcategories.categoryId === categoryId ? subcategories.list : [],
          onToggle: toggle,
          onChoose: choose,
        }
      : undefined;

  return (
    <ProductsLayout
      tree={nav ? <CategoryTree {...nav} /> : <CategoryTreePlaceholder />}
      chips={nav ? <CategoryChips {...nav} /> : <CategoryChipsPlaceholder />}
      title={title}
      count={
        view.grid !== "loading" && page
          ? t("{count, plural, one {# product} other {# products}}", { count: refined.length })
          : shellCount
      }
      countLive={view.grid !== "loading" && !!page}
      refineBar={
        <RefineBar
          value={refinement}
          brands={brands}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
        />
      }
      mainRef={gridRef}
    >
      {keepCards ? (
        <ProductGrid products={drawn.cards} label={drawn.label} busy />
      ) : view.grid === "loading" || !page || cardsPending ? (
        <ShellPart part="grid" label={t("Loading products")}>
          <ProductGridPlaceholder />
        </ShellPart>
      ) : view.grid === "empty" ? (
        <p className="empty-note">{t("No products here yet.")}</p>
      ) : refined.length === 0 ? (
        <p className="empty-note">{t("No products match these filters.")}</p>
      ) : (
        <ProductGrid products={drawn.cards} label={drawn.label} />
      )}
      {view.grid !== "loading" && !cardsPending && refined.length > limit && (
        <button
          type="button"
          className="button button--secondary products__more"
          onClick={() => setShown({ key: pageKey, limit: limit + PAGE })}
        >
          {t("Show more")}
        </button>
      )}
    </ProductsLayout>
  );
}
