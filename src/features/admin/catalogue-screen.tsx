/**
 * The catalogue for a person: find a product by name or brand, switch it in or out of stock
 * (staff and the owner), and for the owner show it on the home page or as a best seller, add a
 * New product and open any product's form (product-editor.tsx) for everything else. What staff
 * may not change they do not see as a control.
 */
import { useEffect, useState } from "react";
import { type AdminProduct, fetchProducts } from "../../backend/admin-shop";
import { AdminLink } from "./admin-link";
import { useAdminAccount } from "./admin-session";
import { ProductRow } from "./product-row";

const SEARCH_DELAY_MS = 300;

export function CatalogueScreen() {
  const account = useAdminAccount();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [pages, setPages] = useState(1);
  const [products, setProducts] = useState<AdminProduct[]>();
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPages(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    let current = true;
    const all = Array.from({ length: pages }, (_, i) => fetchProducts(search, i + 1));
    Promise.all(all).then(
      (results) => {
        if (!current) return;
        setProducts(results.flatMap((result) => result.items));
        setMore((results.at(-1)?.totalPages ?? 0) > pages);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [search, pages]);

  if (!account) return null;
  const owner = account.role === "owner";
  const replace = (next: AdminProduct) =>
    setProducts((list) => list?.map((product) => (product.id === next.id ? next : product)));
  return (
    <section className="admin-page" aria-labelledby="catalogue-title">
      <div className="catalogue-head">
        <h1 id="catalogue-title">Catalogue</h1>
        {owner && (
          <AdminLink path="catalogue/new" className="button catalogue-head__new">
            New product
          </AdminLink>
        )}
      </div>
      <label className="order-filters__search">
        <span className="visually-hidden">Search products</span>
        <input
          type="search"
          className="field__input"
          placeholder="Product name or brand"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {!owner && (
        <p className="admin-note">Staff switch stock; products are the owner's to add and edit.</p>
      )}
      {failed && <p className="admin-note">The catalogue shows when you are online.</p>}
      {products?.length === 0 && <p className="admin-empty">No product matches.</p>}
      <ul className="product-rows" aria-label="Products">
        {products?.map((product) => (
          <ProductRow key={product.id} product={product} owner={owner} onChange={replace} />
        ))}
      </ul>
      {more && (
        <button
          type="button"
          className="button button--secondary admin-more"
          onClick={() => setPages((n) => n + 1)}
        >
          Show more
        </button>
      )}
    </section>
  );
}
