/**
 * The product's options: rows of Option (the label the shopper chooses) and Option price (LKR),
 * added with Add option, moved up and down and removed. With options the product has no price
 * of its own: the first option is the one the shop opens on.
 */
import { FormField } from "../../components/form-field";
import { MAX_OPTIONS } from "../../shared/product-form";
import { moved, type OptionRow, optionRow } from "./product-draft";

export function ProductOptions({
  rows,
  errors,
  onChange,
}: {
  rows: readonly OptionRow[];
  errors: Record<string, string>;
  onChange: (rows: OptionRow[]) => void;
}) {
  const set = (index: number, change: Partial<OptionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="admin-panel product-options">
      <legend>Options</legend>
      <p className="admin-note">
        Sizes or shades the shopper chooses, each with its own price. With options, the product's
        price is its options': the shop opens on the first.
      </p>
      {rows.length > 0 && (
        <ol className="product-options__list">
          {rows.map((row, index) => (
            <li key={row.key} className="product-options__row">
              <FormField
                label="Option"
                value={row.label}
                maxLength={60}
                placeholder="50 ml"
                error={errors[`options.${index}.label`]}
                onChange={(event) => set(index, { label: event.target.value })}
              />
              <FormField
                label="Option price (LKR)"
                value={row.price}
                inputMode="numeric"
                error={errors[`options.${index}.value`]}
                onChange={(event) => set(index, { price: event.target.value })}
              />
              <div className="product-options__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move option ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moved(rows, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move option ${index + 1} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => onChange(moved(rows, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {errors.options && <p className="field__error">{errors.options}</p>}
      {rows.length < MAX_OPTIONS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...rows, optionRow()])}
        >
          Add option
        </button>
      )}
    </fieldset>
  );
}
