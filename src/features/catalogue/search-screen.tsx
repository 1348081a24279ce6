import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { buildSearchIndex, searchProducts } from "../../lib/search";
import { useAllProducts, useAwaitingCatalogue } from "../../offline/catalogue-hooks";
import { ProductGridPlaceholder } from "./placeholders";
import { ProductGrid } from "./product-card";
import "./catalogue.css";

const PAGE = 48;

/** Local search over the cached catalogue, so it works offline. */
export function SearchScreen({ query = "" }: { query: string | undefined }) {
  const navigate = useNavigate();
  const products = useAllProducts();
  // An empty device before its first sync is not "no results": placeholders until it lands.
  const awaiting = useAwaitingCatalogue();
  const index = useMemo(() => (products ? buildSearchIndex(products) : undefined), [products]);
  const results = useMemo(() => (index ? searchProducts(index, query) : []), [index, query]);
  const [limit, setLimit] = useState(PAGE);
  const trimmed = query.trim();

  return (
    <section className="page container search">
      <h1>{trimmed ? `Results for “${trimmed}”` : "Search"}</h1>
      <input
        className="search__input"
        type="search"
        aria-label="Search products"
        placeholder="Search by name, brand or category"
        value={query}
        onChange={(e) => {
          setLimit(PAGE);
          void navigate({ to: "/search", search: { query: e.target.value }, replace: true });
        }}
      />
      {!trimmed ? (
        <p className="empty-note">Type a product, brand or category to search.</p>
      ) : !index || awaiting ? (
        <>
          <p className="muted" aria-hidden="true">
            {"\u00a0"}
          </p>
          <ProductGridPlaceholder />
        </>
      ) : results.length === 0 ? (
        <p className="empty-note">No products match “{trimmed}”.</p>
      ) : (
        <>
          <p className="muted" role="status">
            {results.length} {results.length === 1 ? "product" : "products"}
          </p>
          <ProductGrid products={results.slice(0, limit)} label="Search results" />
          {results.length > limit && (
            <button
              type="button"
              className="button button--secondary products__more"
              onClick={() => setLimit((n) => n + PAGE)}
            >
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}
