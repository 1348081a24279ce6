import { useEffect, useLayoutEffect, useRef, useState } from "react";
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
import "./catalogue.css";

const PAGE = 12;
/** Spec section 9: at this width and below, choosing a category scrolls to the list. */
const NARROW_QUERY = "(max-width: 768px)";

export function ProductsScreen() {
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<string>();
  const [expanded, setExpanded] = useState<string>();
  const [subcategoryId, setSubcategoryId] = useState(ALL_SUBCATEGORY);
  const [limit, setLimit] = useState(PAGE);
  const gridRef = useRef<HTMLElement>(null);

  // On load the first enabled category is selected with All (spec section 2), before the
  // browser paints: a frame with the tree folded would shift the grid below it.
  const first = categories?.[0]?.id;
  useLayoutEffect(() => {
    if (!categoryId && first) {
      setCategoryId(first);
      setExpanded(first);
    }
  }, [categoryId, first]);

  const page = useProductsIn(categoryId, subcategoryId, limit);
  const current = categories?.find((c) => c.id === categoryId);
  // Until the first category is chosen (or a first sync has run) "empty" would be a guess, and
  // the tree shows only once complete (its first category open with its list), so nothing
  // grows above the grid a moment later.
  const awaiting = useAwaitingCatalogue();
  const subcategories = useSubcategories(expanded);
  const treeShown = useRef(false);
  const treeLoading =
    !categories ||
    (categories.length === 0 && awaiting) ||
    (!treeShown.current &&
      ((!categoryId && categories.length > 0) ||
        subcategories?.categoryId !== expanded ||
        (awaiting && subcategories?.list.length === 0)));
  useEffect(() => {
    // later openings swap the list in place; only the first load waits behind the placeholder
    if (!treeLoading) treeShown.current = true;
  });
  const loading =
    !page ||
    treeLoading ||
    page.key !== `${categoryId}/${subcategoryId}` ||
    (awaiting && page.products.length === 0) ||
    (!categoryId && categories.length > 0);

  function choose(nextCategory: string, nextSub: string) {
    setCategoryId(nextCategory);
    setSubcategoryId(nextSub);
    setLimit(PAGE);
    if (window.matchMedia(NARROW_QUERY).matches) {
      gridRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }

  function toggle(category: Category) {
    const opening = expanded !== category.id;
    setExpanded(opening ? category.id : undefined);
    if (opening) choose(category.id, ALL_SUBCATEGORY);
  }

  return (
    <div className="page container products">
      <aside className="products__sidebar" aria-label="Categories">
        <h1 className="products__title">Categories</h1>
        {treeLoading ? (
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
          {!loading && <p className="muted">{page.total} products</p>}
        </div>
        {loading ? (
          <ProductGridPlaceholder />
        ) : page.products.length > 0 ? (
          <ProductGrid products={page.products} label={current?.name ?? "Products"} />
        ) : (
          <p className="empty-note">No products here yet.</p>
        )}
        {!loading && page.total > page.products.length && (
          <button
            type="button"
            className="button button--secondary products__more"
            onClick={() => setLimit((n) => n + PAGE)}
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
