/**
 * /admin → Prices, the owner's (docs/owner-guide.md, "Price changes"): a change for a brand
 * and/or a category, in percent or rupees, rounded; every product's and option's old and new
 * price is shown before Apply, which the server does in one transaction; Undo takes back the
 * newest change (a price changed by hand since stays as it is).
 */
import { type FormEvent, useEffect, useState } from "react";
import { fetchCategoryTree } from "../../backend/admin-categories";
import {
  applyPrices,
  fetchBrands,
  fetchLastChange,
  type LastChange,
  previewPrices,
  undoLastChange,
} from "../../backend/admin-prices";
import type { Category } from "../../lib/types";
import type { BulkChange, PriceRow } from "../../shared/bulk-prices";
import { showToast } from "../toast/toast-atoms";
import { NOT_SAVED_OFFLINE, refusalText } from "./admin-saving";
import { useAdminAccount } from "./admin-session";
import { OWNER_ONLY_CATALOGUE } from "./categories-screen";
import { ChangeForm } from "./price-change-form";
import { PricePreview } from "./price-preview";
import "./prices.css";
import { countOf } from "./admin-format";

export function PricesScreen() {
  const account = useAdminAccount();
  return (
    <section className="admin-page" aria-labelledby="prices-title">
      <h1 id="prices-title">Prices</h1>
      {account?.role === "owner" ? <BulkPrices /> : <p>{OWNER_ONLY_CATALOGUE}</p>}
    </section>
  );
}

function BulkPrices() {
  const [brands, setBrands] = useState<string[]>();
  const [categories, setCategories] = useState<Category[]>([]);
  const [last, setLast] = useState<LastChange | null>(null);
  const [preview, setPreview] = useState<{ change: BulkChange; rows: PriceRow[] }>();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    Promise.all([fetchBrands(), fetchCategoryTree(), fetchLastChange()]).then(
      ([b, tree, l]) => {
        setBrands(b);
        setCategories(tree.categories);
        setLast(l);
      },
      () => setMessage(NOT_SAVED_OFFLINE),
    );
  }, []);
  if (!brands) return <p className="admin-note">{message || "Loading…"}</p>;

  async function step(work: () => Promise<void>) {
    setBusy(true);
    setMessage("");
    try {
      await work();
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  }
  const look = (change: BulkChange) =>
    step(async () => setPreview({ change, rows: await previewPrices(change) }));
  const apply = () =>
    step(async () => {
      if (!preview) return;
      const { count } = await applyPrices(preview.change);
      setPreview(undefined);
      setLast(await fetchLastChange());
      void showToast(`New prices saved for ${countOf(count, "product", "products")}.`, "success");
    });
  const undo = () =>
    step(async () => {
      const { restored, kept } = await undoLastChange();
      setLast(await fetchLastChange());
      const left = kept.length ? ` Left as changed since: ${kept.join(", ")}.` : "";
      void showToast(
        `Old prices back for ${countOf(restored, "product", "products")}.${left}`,
        "success",
        8000,
      );
    });

  return (
    <>
      {last && (
        <div className="admin-panel prices__last">
          <p>
            Last change: <strong>{last.description}</strong>
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void undo()}
          >
            Undo the last change
          </button>
        </div>
      )}
      <ChangeForm
        brands={brands}
        categories={categories}
        busy={busy}
        onPreview={(change) => void look(change)}
      />
      <div aria-live="polite">{message && <p className="form__error">{message}</p>}</div>
      {preview && (
        <PricePreview
          rows={preview.rows}
          busy={busy}
          onApply={(event: FormEvent) => {
            event.preventDefault();
            void apply();
          }}
        />
      )}
    </>
  );
}
