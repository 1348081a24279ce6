/**
 * /admin → Categories, the owner's (docs/owner-guide.md, "Categories and subcategories"):
 * every category in the shop's order, switched on or off, with its subcategories; a new
 * category starts switched off, so nothing of it shows until its products are ready. A
 * switched-off category and its products are absent from every shop screen and from checkout.
 */
import { useCallback, useEffect, useState } from "react";
import {
  type CategoryTree,
  createCategory,
  fetchCategoryTree,
} from "../../backend/admin-categories";
import { showToast } from "../toast/toast-atoms";
import { NOT_SAVED_OFFLINE } from "./admin-saving";
import { useAdminAccount } from "./admin-session";
import { CategoryCard } from "./category-card";
import { NamesForm } from "./names-form";
import "./categories.css";

export const OWNER_ONLY_CATALOGUE = "Only the owner can change categories, delivery and prices.";

export function CategoriesScreen() {
  const account = useAdminAccount();
  return (
    <section className="admin-page" aria-labelledby="categories-title">
      <h1 id="categories-title">Categories</h1>
      {account?.role === "owner" ? <CategoryList /> : <p>{OWNER_ONLY_CATALOGUE}</p>}
    </section>
  );
}

function CategoryList() {
  const [tree, setTree] = useState<CategoryTree>();
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const load = useCallback(() => {
    fetchCategoryTree().then(
      (next) => {
        setTree(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  if (!tree) return <p className="admin-note">{failed ? NOT_SAVED_OFFLINE : "Loading…"}</p>;
  return (
    <>
      <p className="admin-note">
        Shoppers see the categories that are switched on, in this order. A new category starts
        switched off: add its subcategories and products, then switch it on.
      </p>
      {adding ? (
        <div className="admin-panel">
          <h2>New category</h2>
          <NamesForm
            start={{ name: "", nameSi: "", nameTa: "" }}
            submit="Add category"
            onCancel={() => setAdding(false)}
            onSave={async (names) => {
              await createCategory(names);
              void showToast(`${names.name} added, switched off.`, "success");
              setAdding(false);
              load();
            }}
          />
        </div>
      ) : (
        <button type="button" className="button categories__new" onClick={() => setAdding(true)}>
          New category
        </button>
      )}
      <ol className="category-cards" aria-label="Categories">
        {tree.categories.map((category, place) => (
          <CategoryCard
            key={category.id}
            category={category}
            place={place}
            categories={tree.categories}
            subcategories={tree.subcategories.filter((s) => s.parentCategoryId === category.id)}
            onChanged={load}
          />
        ))}
      </ol>
    </>
  );
}
