/**
 * The lines of an order the shop enters: find a product by name or brand, add it, choose its
 * option (none is chosen for the owner: "Choose an option") and how many. Prices shown are the
 * catalogue's now; the server prices the order again and its figures are final.
 *
 * An order of a quote takes the quoted line (./new-order-quote.tsx) instead of these lines.
 */
import { useEffect, useId, useState } from "react";
import { type AdminProduct, fetchProducts } from "../../backend/admin-shop";
import { formatLkr } from "../../shared/money";
import { MAX_UNITS_PER_LINE } from "../../shared/orders";

export interface CatalogueLine {
  key: string;
  product: AdminProduct;
  /** the chosen option's label; "" until one is chosen (a product with options only) */
  option: string;
  quantity: number;
}

const SEARCH_DELAY_MS = 300;

/** The line's unit price now, or null while its option is not chosen. */
export function linePrice(line: CatalogueLine): number | null {
  if (line.product.options.length === 0) return line.product.price;
  return line.product.options.find((o) => o.label === line.option)?.value ?? null;
}

function ProductSearch({ onAdd }: { onAdd: (product: AdminProduct) => void }) {
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<AdminProduct[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const q = typed.trim();
    if (!q) return setFound([]);
    let live = true;
    const timer = setTimeout(() => {
      fetchProducts(q, 1)
        .then((page) => {
          if (!live) return;
          setFound(page.items);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed]);

  return (
    <div className="new-order__search">
      <label className="field">
        <span className="field__label">Add a product</span>
        <input
          type="search"
          className="field__input"
          placeholder="Name or brand"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {failed && <p className="form__error">The catalogue could not be searched. Try again.</p>}
      <ul className="new-order__found">
        {found.map((product) => (
          <li key={product.id}>
            <span>
              {product.name}
              {product.outOfStock && <small> (out of stock)</small>}
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Add ${product.name}`}
              onClick={() => {
                onAdd(product);
                setTyped("");
              }}
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LineRow({
  line,
  onChange,
  onRemove,
}: {
  line: CatalogueLine;
  onChange: (change: Partial<CatalogueLine>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const price = linePrice(line);
  return (
    <li className="new-order__line">
      <strong>{line.product.name}</strong>
      {line.product.options.length > 0 && (
        <div className="field new-order__option">
          <label className="field__label" htmlFor={`${id}-option`}>
            Option
          </label>
          <select
            id={`${id}-option`}
            className="field__input"
            value={line.option}
            onChange={(event) => onChange({ option: event.target.value })}
          >
            <option value="" disabled>
              Choose an option
            </option>
            {line.product.options.map((o) => (
              <option key={o.label} value={o.label}>
                {o.label} ({formatLkr(o.value)})
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field new-order__qty">
        <label className="field__label" htmlFor={`${id}-qty`}>
          Quantity
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          className="field__input"
          min={1}
          max={MAX_UNITS_PER_LINE}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: Number(event.target.value) })}
        />
      </div>
      <span className="new-order__amount">
        {price === null ? "Choose an option" : formatLkr(price * line.quantity)}
      </span>
      <button type="button" className="button button--secondary" onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

export function NewOrderLines({
  lines,
  onChange,
  error,
}: {
  lines: CatalogueLine[];
  onChange: (lines: CatalogueLine[]) => void;
  error: string;
}) {
  const update = (key: string, change: Partial<CatalogueLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const add = (product: AdminProduct) =>
    onChange([...lines, { key: crypto.randomUUID(), product, option: "", quantity: 1 }]);

  return (
    <fieldset className="checkout__section new-order__lines">
      <legend>Items</legend>
      <ProductSearch onAdd={add} />
      {lines.length === 0 && <p className="admin-note">No items yet.</p>}
      <ul>
        {lines.map((line) => (
          <LineRow
            key={line.key}
            line={line}
            onChange={(change) => update(line.key, change)}
            onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
          />
        ))}
      </ul>
      {error && <p className="form__error">{error}</p>}
    </fieldset>
  );
}

/** Why the lines cannot be sent yet, in words; "" when they can. */
export function linesProblem(lines: readonly CatalogueLine[]): string {
  if (lines.length === 0) return "Add at least one item.";
  const unchosen = lines.find((line) => linePrice(line) === null);
  if (unchosen) return `Choose an option for ${unchosen.product.name}.`;
  const bad = lines.find(
    (l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_UNITS_PER_LINE,
  );
  if (bad) return `Quantity of ${bad.product.name}: 1 to ${MAX_UNITS_PER_LINE}.`;
  return "";
}
