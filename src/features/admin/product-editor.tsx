/**
 * /admin/catalogue/new and /admin/catalogue/<id>: the owner's product form. Checked with the
 * server's own rules before it is sent; a refused save shows each message beside its field and
 * keeps everything typed (also on the device, product-draft.ts). Photos upload with progress.
 * Also Duplicate (a new product from this one, photos included) and Delete (after a confirmation).
 * Staff see that products are the owner's.
 */
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import {
  copyPhotos,
  deleteProduct,
  type FormPhoto,
  fetchCategoryTree,
  fetchProduct,
  type ProductRefusal,
  saveProduct,
  storedPhotos,
} from "../../backend/admin-products";
import type { Category, Subcategory } from "../../lib/types";
import { showToast } from "../toast/toast-atoms";
import { AdminLink } from "./admin-link";
import { useAdminAccount } from "./admin-session";
import { ProductDanger } from "./product-danger";
import {
  checkDraft,
  type DraftErrors,
  emptyDraft,
  keepDraft,
  type ProductDraft,
  productDraft,
  savedDraft,
} from "./product-draft";
import { ProductFields } from "./product-fields";
import { ProductOptions } from "./product-options";
import { ProductPhotos } from "./product-photos";
import "./product-form.css";

export const OWNER_ONLY_PRODUCTS = "Only the owner can add and edit products: staff switch stock.";

export function ProductEditor({ productId }: { productId: string | undefined }) {
  const account = useAdminAccount();
  if (!account) return null;
  return (
    <section className="admin-page product-form" aria-labelledby="product-form-title">
      <AdminLink path="catalogue" className="admin-back">
        ← Catalogue
      </AdminLink>
      {account.role === "owner" ? (
        <ProductForm key={productId ?? "new"} productId={productId} />
      ) : (
        <>
          <h1 id="product-form-title">Product</h1>
          <p>{OWNER_ONLY_PRODUCTS}</p>
        </>
      )}
    </section>
  );
}

/** A copy of a product waiting for the new-product form (Duplicate), photos included. */
let duplicated: { draft: ProductDraft; photos: FormPhoto[] } | undefined;

function ProductForm({ productId }: { productId: string | undefined }) {
  const navigate = useNavigate();
  const [tree, setTree] = useState<{ categories: Category[]; subcategories: Subcategory[] }>();
  const [draft, setDraft] = useState<ProductDraft>();
  const [restored, setRestored] = useState(false);
  const [photos, setPhotos] = useState<FormPhoto[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState("");
  const [progress, setProgress] = useState<number>();

  useEffect(() => {
    const copy = productId ? undefined : duplicated;
    duplicated = undefined;
    Promise.all([fetchCategoryTree(), productId ? fetchProduct(productId) : undefined]).then(
      ([categories, product]) => {
        setTree(categories);
        const kept = savedDraft(productId);
        setRestored(kept !== undefined);
        setDraft(kept ?? copy?.draft ?? (product ? productDraft(product) : emptyDraft()));
        setPhotos(copy?.photos ?? (product ? storedPhotos(product) : []));
      },
      () => setMessage("The product opens when you are online."),
    );
  }, [productId]);

  if (!draft || !tree) return <p className="admin-note">{message || "Loading the product…"}</p>;
  const saving = progress !== undefined;
  const set = (change: Partial<ProductDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    keepDraft(productId, next);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage("Please check the fields marked above.");
      return;
    }
    setErrors({});
    setMessage("");
    setProgress(0);
    try {
      const saved = await saveProduct(productId, check.values, photos, removed, (sent, total) =>
        setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      );
      keepDraft(productId, undefined);
      setRestored(false);
      setRemoved([]);
      setDraft(productDraft(saved));
      setPhotos(storedPhotos(saved));
      // one "saved" toast per product: saving again restarts it instead of piling up a second
      void showToast(`${saved.name}: saved. Open shops show it at once.`, "success", undefined, {
        key: `product-saved-${saved.id}`,
      });
      if (!productId)
        void navigate({ to: "/admin/$", params: { _splat: `catalogue/${saved.id}` } });
    } catch (failure) {
      const refusal = failure as ProductRefusal;
      setErrors(refusal.fields ?? {});
      setMessage(
        Object.keys(refusal.fields ?? {}).length > 0
          ? "Not saved: please check the fields marked above. Everything you typed is kept."
          : `${refusal.message ?? "Not saved."} Everything you typed is kept.`,
      );
    } finally {
      setProgress(undefined);
    }
  }

  async function duplicate() {
    if (!draft) return;
    duplicated = {
      draft: { ...draft, name: `${draft.name} (copy)` },
      photos: await copyPhotos(photos).catch(() => []),
    };
    keepDraft(undefined, undefined);
    void navigate({ to: "/admin/$", params: { _splat: "catalogue/new" } });
  }

  async function remove() {
    if (!productId) return;
    await deleteProduct(productId);
    keepDraft(productId, undefined);
    void showToast(`${draft?.name}: deleted.`, "success");
    void navigate({ to: "/admin/$", params: { _splat: "catalogue" } });
  }

  return (
    <form className="form product-form__form" onSubmit={save} noValidate>
      <h1 id="product-form-title">{productId ? draft.name || "Product" : "New product"}</h1>
      {restored && (
        <p className="admin-note product-form__restored">
          Restored what you typed on this phone and did not save.{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              keepDraft(productId, undefined);
              setRestored(false);
              setDraft(undefined);
              setTree(undefined);
              void fetchCategoryTree().then((t) => {
                setTree(t);
                if (!productId) return setDraft(emptyDraft());
                void fetchProduct(productId).then((p) => setDraft(productDraft(p)));
              });
            }}
          >
            Discard it
          </button>
        </p>
      )}
      <ProductPhotos
        photos={photos}
        error={errors.images}
        disabled={saving}
        onChange={setPhotos}
        onRemove={(photo) => {
          setPhotos(photos.filter((p) => p !== photo));
          if (photo.kind === "stored") setRemoved([...removed, photo.name]);
        }}
      />
      <ProductFields draft={draft} errors={errors} {...tree} set={set} />
      <ProductOptions
        rows={draft.options}
        errors={errors}
        onChange={(options) => set({ options })}
      />
      <div aria-live="polite" className="form__messages">
        {message && <p className="form__error">{message}</p>}
        {saving && (
          <p className="upload-progress">
            <progress max={100} value={progress} aria-label="Sending the product" />{" "}
            {photos.some((p) => p.kind === "new") ? `Sending photos: ${progress}%` : "Saving…"}
          </p>
        )}
      </div>
      <button type="submit" className="button product-form__save" disabled={saving}>
        {saving ? "Saving…" : "Save product"}
      </button>
      {productId && (
        <ProductDanger
          name={draft.name}
          disabled={saving}
          onDuplicate={duplicate}
          onDelete={remove}
        />
      )}
    </form>
  );
}
