import { useId, useState } from "react";
import {
  isFiltered,
  type Refinement,
  SORT_LABELS,
  SORTS,
  type Sort,
} from "../../lib/refine-products";
import "./product-list.css";
import { useT } from "../../hooks/use-t";

/**
 * Sort, brand and price range above a product list (products, search). The choice lives in the
 * URL: each change is a new history entry, so Back undoes it and a reload keeps it.
 */
export function RefineBar({
  value,
  brands,
  onChange,
}: {
  value: Refinement;
  /** the brands in the list before filtering */
  brands: readonly string[];
  onChange: (next: Refinement) => void;
}) {
  // A brand from the URL that the list lacks stays selectable, so the select shows the truth.
  const offered = value.brand && !brands.includes(value.brand) ? [value.brand, ...brands] : brands;
  const t = useT();
  const id = useId();
  return (
    <div className="refine-bar">
      <div className="refine-bar__field">
        <label className="refine-bar__label" htmlFor={`${id}-sort`}>
          {t("Sort by")}
        </label>
        <select
          id={`${id}-sort`}
          value={value.sort ?? "featured"}
          onChange={(e) => {
            const sort = e.target.value as Sort;
            onChange({ ...value, sort: sort === "featured" ? undefined : sort });
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="refine-bar__field">
        <label className="refine-bar__label" htmlFor={`${id}-brand`}>
          {t("Brand")}
        </label>
        <select
          id={`${id}-brand`}
          value={value.brand ?? ""}
          onChange={(e) => onChange({ ...value, brand: e.target.value || undefined })}
        >
          <option value="">{t("All brands")}</option>
          {offered.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <PriceInput
        label={t("Min price")}
        value={value.min}
        onCommit={(min) => onChange({ ...value, min })}
      />
      <PriceInput
        label={t("Max price")}
        value={value.max}
        onCommit={(max) => onChange({ ...value, max })}
      />
      {isFiltered(value) && (
        <button
          type="button"
          className="refine-bar__clear"
          onClick={() => onChange({ sort: value.sort })}
        >
          {t("Clear filters")}
        </button>
      )}
    </div>
  );
}

/** A price bound in LKR, applied on Enter or when the field is left; anything else is ignored. */
function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}) {
  const shown = value === undefined ? "" : String(value);
  // What is typed stays local until committed; a new URL value (Back, Clear) replaces it.
  const [draft, setDraft] = useState({ from: shown, text: shown });
  const text = draft.from === shown ? draft.text : shown;
  const id = useId();
  function commit() {
    const number = text.trim() === "" ? undefined : Number(text);
    const next =
      number !== undefined && Number.isFinite(number) && number >= 0 ? number : undefined;
    if (next !== value) onCommit(next);
    else setDraft({ from: shown, text: shown });
  }
  return (
    <div className="refine-bar__field refine-bar__field--price">
      <label className="refine-bar__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={100}
        placeholder={`${label} (LKR)`}
        value={text}
        onChange={(e) => setDraft({ from: shown, text: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
      />
    </div>
  );
}
