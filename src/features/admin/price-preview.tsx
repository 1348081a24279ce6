/** Every product's and option's old and new price, and Apply. */
import type { FormEvent } from "react";
import type { PriceRow } from "../../shared/bulk-prices";
import { formatLkr } from "../../shared/money";
import { countOf } from "./admin-format";

function Change({ label, before, after }: { label: string; before: number; after: number }) {
  if (before === 0 && after === 0) return null;
  return (
    <li className="price-preview__change">
      <span>{label}</span>
      <span>
        <s className="price-preview__old">{before ? formatLkr(before) : "none"}</s>
        {" → "}
        <strong>{after ? formatLkr(after) : "none"}</strong>
      </span>
    </li>
  );
}

export function PricePreview({
  rows,
  busy,
  onApply,
}: {
  rows: readonly PriceRow[];
  busy: boolean;
  onApply: (event: FormEvent) => void;
}) {
  if (rows.length === 0) return <p className="admin-empty">No product matches that choice.</p>;
  return (
    <form className="price-preview" onSubmit={onApply} aria-labelledby="preview-title">
      <h2 id="preview-title">Preview: {countOf(rows.length, "product", "products")}</h2>
      <ul className="price-preview__rows" aria-label="New prices">
        {rows.map(({ id, name, before, after }) => (
          <li key={id} className="price-preview__row">
            <p className="price-preview__name">{name}</p>
            <ul className="price-preview__changes">
              <Change label="Price" before={before.price} after={after.price} />
              <Change label="Regular price" before={before.stripePrice} after={after.stripePrice} />
              {before.options.map((option, i) => (
                <Change
                  key={option.label}
                  label={option.label}
                  before={option.value}
                  after={after.options[i]?.value ?? 0}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button type="submit" className="button price-preview__apply" disabled={busy}>
        Apply
      </button>
    </form>
  );
}
