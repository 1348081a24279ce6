import { useNavigate, useSearch } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Icon } from "../../components/icon";
import { ALL_SUBCATEGORY } from "../../lib/catalogue";
import type { Category, Subcategory } from "../../lib/types";
import {
  useAwaitingCatalogue,
  useCategories,
  useProductsIn,
  useSubcategories,
} from "../../offline/catalogue-hooks";
import { CategoryTreePlaceholder, ProductGridPlaceholder } from "./placeholders";
import { ProductGrid } from "./product-card";
import { productsView, selectedCategory, selectedSubcategory } from "./products-view";
import "./catalogue.css";

const PAGE = 12;
/** At this width and below, choosing a category scrolls to the list (the tree sits above it). */
const NARROW_QUERY = "(max-width: 768px)";

export function ProductsScreen() {
  const search = useSearch({ from: "/products" });
  const navigate = useNavigate({ from: "/products" });
  const categories = useCategories();
  // The choice lives in the URL: without one, the first category with All.
  const categoryId = selectedCategory(categories, search);
  const subcategoryId = selectedSubcategory(search);
  const pageKey = `${categoryId}/${subcategoryId}`;
  // The selected category's list is open unless the shopper folded it.
  const [folded, setFolded] = useState<string>();
  const expanded = folded === categoryId ? undefined : categoryId;
  // "Show more" counts for one choice; another choice starts again at one page.
  const [shown, setShown] = useState({ key: pageKey, limit: PAGE });
  const limit = shown.key === pageKey ? shown.limit : PAGE;
  const gridRef = useRef<HTMLElement>(null);

  const page = useProductsIn(categoryId, subcategoryId, limit);
  const current = categories?.find((c) => c.id === categoryId);
  const subcategories = useSubcategories(expanded);
  const awaiting = useAwaitingCatalogue();
  const view = productsView({
    categories,
    categoryId,
    expanded,
    subcategories,
    page,
    pageKey,
    awaiting,
  });

  function choose(nextCategory: string, nextSub: string) {
    setFolded(undefined);
    void navigate({
      search: (prev) => ({
        ...prev,
        category: nextCategory,
        sub: nextSub === ALL_SUBCATEGORY ? undefined : nextSub,
      }),
    });
    if (window.matchMedia(NARROW_QUERY).matches) {
      gridRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }

  function toggle(category: Category) {
    if (expanded === category.id) setFolded(category.id);
    else choose(category.id, ALL_SUBCATEGORY);
  }

  return (
    <div className="page container products">
      <aside className="products__sidebar" aria-label="Categories">
        <h1 className="products__title">Categories</h1>
        {view.tree === "loading" || !categories ? (
          <CategoryTreePlaceholder />
        ) : (
          <ul className="category-tree">
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className={`category-tree__category${category.id === categoryId ? " is-selected" : ""}`}
                  aria-expanded={expanded === category.id}
                  onClick={() => toggle(category)}
                >
                  {category.name}
                  <Icon name="chevron" size={16} />
                </button>
                {expanded === category.id && (
                  <SubcategoryList
                    subcategories={
                      subcategories?.categoryId === category.id ? subcategories.list : []
                    }
                    selected={category.id === categoryId ? subcategoryId : undefined}
                    onChoose={(sub) => choose(category.id, sub)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </aside>
      <section className="products__main" ref={gridRef} aria-labelledby="grid-title">
        <div className="products__head">
          <h2 id="grid-title">{current?.name ?? "Products"}</h2>
          {view.grid !== "loading" && page && <p className="muted">{page.total} products</p>}
        </div>
        {view.grid === "loading" || !page ? (
          <ProductGridPlaceholder />
        ) : view.grid === "products" ? (
          <ProductGrid products={page.products} label={current?.name ?? "Products"} />
        ) : (
          <p className="empty-note">No products here yet.</p>
        )}
        {view.grid !== "loading" && page && page.total > page.products.length && (
          <button
            type="button"
            className="button button--secondary products__more"
            onClick={() => setShown({ key: pageKey, limit: limit + PAGE })}
          >
            Show more
          </button>
        )}
      </section>
    </div>
  );
}

function SubcategoryList({
  subcategories,
  selected,
  onChoose,
}: {
  subcategories: Subcategory[];
  selected: string | undefined;
  onChoose: (subcategoryId: string) => void;
}) {
  const entries = [{ id: ALL_SUBCATEGORY, name: "All" }, ...subcategories];
  return (
    <ul className="category-tree__subs">
      {entries.map((sub) => (
        <li key={sub.id}>
          <button
            type="button"
            className={`category-tree__sub${sub.id === selected ? " is-selected" : ""}`}
            aria-pressed={sub.id === selected}
            onClick={() => onChoose(sub.id)}
          >
            {sub.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
