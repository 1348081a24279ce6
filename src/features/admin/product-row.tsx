/** One product in /admin's catalogue, with the switches and fields its viewer may change. */
import { type FormEvent, useId, useState } from "react";
import { type AdminProduct, addProductPhoto, updateProduct } from "../../backend/admin-shop";
import { isResponseError } from "../../backend/client";
import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { formatLkr } from "../../shared/money";
import { showToast } from "../toast/toast-atoms";

type Switch = "outOfStock" | "isInHome" | "isBestSeller";

const SWITCHES: { field: Switch; label: string; owner: boolean }[] = [
  { field: "outOfStock", label: "Out of stock", owner: false },
  { field: "isInHome", label: "On the home page", owner: true },
  { field: "isBestSeller", label: "Best seller", owner: true },
];

function refusal(error: unknown): string {
  if (isResponseError(error) && error.status !== 0) {
    return error.response?.message || error.message;
  }
  return "Not saved: check the connection and try again.";
}

export function ProductRow({
  product,
  owner,
  onChange,
}: {
  product: AdminProduct;
  owner: boolean;
  onChange: (next: AdminProduct) => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<AdminProduct>, done: string) => {
    setBusy(true);
    try {
      onChange(await work());
      void showToast(done, "success");
    } catch (error) {
      void showToast(refusal(error), "error", 6000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="product-row" aria-busy={busy}>
      <img src={product.images[0] ?? PLACEHOLDER_IMAGE} alt="" width={72} height={72} />
      <div className="product-row__info">
        <p className="product-row__name">{product.name}</p>
        <p className="product-row__meta">
          {[product.brand, product.categoryName].filter(Boolean).join(" · ")}
        </p>
        {owner ? (
          <PriceForm
            product={product}
            onSave={(price) =>
              run(() => updateProduct(product.id, { price }), `${product.name}: price saved`)
            }
          />
        ) : (
          <p className="product-row__price">{formatLkr(product.price)}</p>
        )}
      </div>
      <div className="product-row__switches">
        {SWITCHES.filter((item) => owner || !item.owner).map((item) => (
          <label key={item.field} className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={product[item.field]}
              checked={product[item.field]}
              disabled={busy}
              onChange={(event) => {
                const on = event.target.checked;
                void run(
                  () => updateProduct(product.id, { [item.field]: on }),
                  `${product.name}: ${item.label.toLowerCase()} ${on ? "on" : "off"}`,
                );
              }}
            />
            <span>{item.label}</span>
          </label>
        ))}
        {owner && (
          <label className="button button--secondary product-row__photo">
            Add photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              disabled={busy}
              onChange={(event) => {
                const photo = event.target.files?.[0];
                event.target.value = "";
                if (photo)
                  void run(
                    () => addProductPhoto(product.id, photo),
                    `${product.name}: photo added`,
                  );
              }}
            />
          </label>
        )}
      </div>
    </li>
  );
}

function PriceForm({
  product,
  onSave,
}: {
  product: AdminProduct;
  onSave: (price: number) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(String(product.price));
  const [error, setError] = useState("");
  const price = Number(value.replace(/[,\s]/g, ""));
  const changed = price !== product.price;
  function save(event: FormEvent) {
    event.preventDefault();
    if (!Number.isFinite(price) || price <= 0) return setError("Enter a price above 0, in LKR.");
    setError("");
    onSave(Math.round(price));
  }
  return (
    <form className="price-form" onSubmit={save} noValidate>
      <label htmlFor={id}>Price (LKR)</label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed && (
        <button type="submit" className="button">
          Save
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </form>
  );
}
