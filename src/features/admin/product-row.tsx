/**
 * One product in /admin's catalogue: its switches for its viewer, and for the owner a link to
 * its form (product-editor.tsx), where its price, photos and everything else change.
 */
import { useState } from "react";
import { type AdminProduct, updateProduct } from "../../backend/admin-shop";
import { isResponseError } from "../../backend/client";
import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { formatLkr } from "../../shared/money";
import { listPrice } from "../../shared/product-form";
import { showToast } from "../toast/toast-atoms";
import { AdminLink } from "./admin-link";

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
        <p className="product-row__name">
          {owner ? (
            <AdminLink path={`catalogue/${product.id}`}>{product.name}</AdminLink>
          ) : (
            product.name
          )}
        </p>
        <p className="product-row__meta">
          {[product.brand, product.categoryName].filter(Boolean).join(" · ")}
        </p>
        <p className="product-row__price">
          {listPrice(product, formatLkr)}
          {product.hidden && <span className="product-row__hidden"> · Hidden</span>}
        </p>
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
      </div>
    </li>
  );
}
