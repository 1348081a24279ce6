/**
 * One category in /admin → Categories: its names, its switch, Up and Down (the server renumbers
 * every category), Rename, and its subcategories (sorted as the shop sorts them, Other last)
 * with a form for a new one.
 */
import { useState } from "react";
import { createSubcategory, moveCategory, updateGroup } from "../../backend/admin-categories";
import type { Category, Subcategory } from "../../lib/types";
import { sortSubcategories } from "../../shared/catalogue";
import { showToast } from "../toast/toast-atoms";
import { useSaving } from "./admin-saving";
import { GroupSwitch } from "./group-switch";
import { NamesForm } from "./names-form";
import { OtherNames } from "./other-names";
import { SubcategoryRow } from "./subcategory-row";

const NO_NAMES = { name: "", nameSi: "", nameTa: "" };

export function CategoryCard({
  category,
  place,
  categories,
  subcategories,
  onChanged,
}: {
  category: Category;
  /** its index among all categories */
  place: number;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onChanged: () => void;
}) {
  const [form, setForm] = useState<"rename" | "sub">();
  const { busy, run } = useSaving();
  const { name } = category;
  const subs = sortSubcategories(subcategories);
  const move = async (direction: "up" | "down") => {
    if (await run(() => moveCategory(category.id, direction), `${name} moved ${direction}.`)) {
      onChanged();
    }
  };
  const names = { name, nameSi: category.nameSi ?? "", nameTa: category.nameTa ?? "" };
  return (
    <li className="category-card admin-panel" aria-busy={busy}>
      <div className="category-card__head">
        <div>
          <h2 className="category-card__name">{name}</h2>
          <OtherNames item={category} />
        </div>
        <div className="category-card__moves">
          <button
            type="button"
            className="icon-button category-card__move"
            aria-label={`Move ${name} up`}
            disabled={busy || place === 0}
            onClick={() => void move("up")}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button category-card__move"
            aria-label={`Move ${name} down`}
            disabled={busy || place === categories.length - 1}
            onClick={() => void move("down")}
          >
            ↓
          </button>
        </div>
      </div>
      <GroupSwitch
        group="categories"
        id={category.id}
        name={name}
        on={category.isEnabled}
        onChanged={onChanged}
      />
      <div className="category-card__actions">
        <button
          type="button"
          className="link-button"
          aria-expanded={form === "rename"}
          onClick={() => setForm(form === "rename" ? undefined : "rename")}
        >
          Rename<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {form === "rename" && (
        <NamesForm
          start={names}
          submit="Save names"
          onCancel={() => setForm(undefined)}
          onSave={async (next) => {
            await updateGroup("categories", category.id, next);
            void showToast(`${next.name} saved.`, "success");
            setForm(undefined);
            onChanged();
          }}
        />
      )}
      <h3>Subcategories</h3>
      {subs.length === 0 && <p className="admin-empty">No subcategories yet.</p>}
      <ul className="subcategory-rows" aria-label={`Subcategories of ${name}`}>
        {subs.map((sub) => (
          <SubcategoryRow key={sub.id} sub={sub} categories={categories} onChanged={onChanged} />
        ))}
      </ul>
      {form === "sub" ? (
        <NamesForm
          start={NO_NAMES}
          submit="Add subcategory"
          onCancel={() => setForm(undefined)}
          onSave={async (next) => {
            await createSubcategory(category.id, next);
            void showToast(`${next.name} added to ${name}.`, "success");
            setForm(undefined);
            onChanged();
          }}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setForm("sub")}>
          New subcategory<span className="visually-hidden"> of {name}</span>
        </button>
      )}
    </li>
  );
}
