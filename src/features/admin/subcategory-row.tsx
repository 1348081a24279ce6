/**
 * One subcategory in /admin → Categories: its names, its switch, and Edit, which renames it and
 * can move it (with its products) to another category.
 */
import { useState } from "react";
import { updateGroup } from "../../backend/admin-categories";
import { SelectField } from "../../components/form-field";
import type { Category, Subcategory } from "../../lib/types";
import { showToast } from "../toast/toast-atoms";
import { GroupSwitch } from "./group-switch";
import { NamesForm } from "./names-form";
import { OtherNames } from "./other-names";

export function SubcategoryRow({
  sub,
  categories,
  onChanged,
}: {
  sub: Subcategory;
  categories: readonly Category[];
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [parent, setParent] = useState(sub.parentCategoryId);
  const names = { name: sub.name, nameSi: sub.nameSi ?? "", nameTa: sub.nameTa ?? "" };
  return (
    <li className="subcategory-row">
      <div className="subcategory-row__head">
        <div>
          <p className="subcategory-row__name">{sub.name}</p>
          <OtherNames item={sub} />
        </div>
        <button
          type="button"
          className="link-button"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          Edit<span className="visually-hidden"> {sub.name}</span>
        </button>
      </div>
      <GroupSwitch
        group="subcategories"
        id={sub.id}
        name={sub.name}
        on={sub.isEnabled}
        onChanged={onChanged}
      />
      {editing && (
        <NamesForm
          start={names}
          submit="Save subcategory"
          onCancel={() => setEditing(false)}
          onSave={async (next) => {
            await updateGroup("subcategories", sub.id, { ...next, parentCategory: parent });
            const moved = categories.find((c) => c.id === parent);
            void showToast(
              parent === sub.parentCategoryId
                ? `${next.name} saved.`
                : `${next.name} and its products moved to ${moved?.name}.`,
              "success",
            );
            setEditing(false);
            onChanged();
          }}
        >
          <SelectField
            label="Category"
            error={undefined}
            options={categories.map((c) => c.id)}
            optionLabel={(id) => categories.find((c) => c.id === id)?.name ?? id}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
          />
        </NamesForm>
      )}
    </li>
  );
}
