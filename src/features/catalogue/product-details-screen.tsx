import { Link, useRouterState } from "@tanstack/react-router";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { Icon } from "../../components/icon";
import type { ProductLink } from "../../lib/product-page";
import type { Product, ProductOption } from "../../lib/types";
import { useCatalogueSettled, useProduct, useProductPlace } from "../../offline/catalogue-hooks";
import { categoryLabel } from "../../shared/catalogue";
import { MAX_UNITS_PER_LINE } from "../../shared/orders";
import { cardPrice, optionPrice } from "../../shared/product-price";
import { DeliveryEstimate } from "../delivery/delivery-estimate";
import { ShellPart } from "../layout/page-shell";
import { BackInStock } from "../stock-alerts/back-in-stock";
import { AddButton } from "./add-button";
import { choicePrompt, presetOption } from "./option-choice";
import { DetailsPlaceholder } from "./placeholders";
import { Price } from "./product-card";
import { AskOnWhatsApp, Breadcrumbs, RelatedProducts, ShareButton } from "./product-details-parts";
import { ProductGallery } from "./product-gallery";
import "./catalogue.css";
import "./product-details.css";
import "./history-state";
import { useT } from "../../hooks/use-t";

/**
 * The product comes from navigation state, from `?id=` or from its readable link's handle
 * (/p/HANDLE), and the live Dexie copy wins once it is there, so an admin's change shows
 * without a reload. With none, the main area stays empty; a first visit shows a placeholder
 * of the same size until its whole first sync says whether the product exists, then
 * "Product not found" with a way back to the products for a link it does not hold.
 */
export function ProductDetailsScreen({ id, handle }: ProductLink) {
  const t = useT();
  const passed = useRouterState({ select: (s) => s.location.state.product });
  const stored = useProduct(id || handle ? { id, handle } : { id: passed?.id });
  // Not found only once the whole first pull is in: a large catalogue arrives in pages, and
  // the product may be on a later one than the first.
  const settled = useCatalogueSettled();
  // The product arriving from the sync draws the whole page (gallery, related products): as a
  // transition React does that in slices, and the shell's photo stays until it is done. A
  // product the settled catalogue does not offer (removed, or its category switched off) is
  // not drawn from the navigation's old copy either.
  const product = useDeferredValue(stored === null && settled ? undefined : (stored ?? passed));
  if (!product) {
    if (!id && !handle) return null;
    // `stored` (not the deferred product): not found only when the device holds no such product
    return stored === null && settled ? (
      <ProductNotFound />
    ) : (
      <ShellPart part="details" label={t("Loading product")}>
        <DetailsPlaceholder />
      </ShellPart>
    );
  }
  return <ProductDetails key={product.id} product={product} />;
}

/** An id the synced catalogue does not hold (removed, or a mistyped link). */
function ProductNotFound() {
  const t = useT();
  return (
    <section className="page container details-missing" aria-labelledby="missing-title">
      <h1 id="missing-title">{t("Product not found")}</h1>
      <p>{t("This product is no longer in the shop, or the link is not quite right.")}</p>
      <Link to="/products" className="button">
        {t("Browse all products")}
      </Link>
    </section>
  );
}

// A quantity or option tap redraws the picker, price and button, not the photos, the
// breadcrumbs or the related cards (docs/decisions/0023-taps-answer-at-once.md).
const MemoGallery = memo(ProductGallery);
const MemoBreadcrumbs = memo(Breadcrumbs);
const MemoRelated = memo(RelatedProducts);

function ProductDetails({ product }: { product: Product }) {
  const t = useT();
  // none chosen for the shopper where there is a choice (./option-choice.ts)
  const [option, setOption] = useState<ProductOption | null>(() => presetOption(product));
  const [quantity, setQuantity] = useState(1);
  const place = useProductPlace(product);
  const images = useMemo(
    () => (product.images.length ? product.images : [undefined]),
    [product.images],
  );
  // a chosen option the shop has since removed is no choice any more
  const chosen = product.options.find((o) => o.label === option?.label) ?? presetOption(product);
  // before a choice, the card's price (src/shared/product-price.ts), so card and page agree
  const price = chosen ? optionPrice(product, chosen) : cardPrice(product);

  return (
    <div className="page container product-page">
      <MemoBreadcrumbs product={product} place={place} />
      <article className="details">
        <MemoGallery images={images} name={product.name} />
        <div className="details__info">
          <p className="eyebrow">
            {product.brand} · {categoryLabel(product)}
          </p>
          <div className="details__title">
            <h1 className="details__name">{product.name}</h1>
            <ShareButton product={product} />
          </div>
          <div className="details__price">
            <Price tag={price} />
            {price.saving && <span className="flag flag--sale">{price.saving}</span>}
          </div>
          {product.outOfStock && <p className="details__stock">{t("Out of stock")}</p>}
          {product.options.length > 0 && (
            <fieldset className="details__options">
              <legend>{t("Option")}</legend>
              {product.options.map((o) => (
                <label key={o.label} className="option-chip">
                  <input
                    type="radio"
                    name="option"
                    checked={chosen?.label === o.label}
                    onChange={() => setOption(o)}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </fieldset>
          )}
          {product.sizeNote && <p className="details__size-note">{product.sizeNote}</p>}
          {product.outOfStock && <BackInStock product={product} />}
          <QuantityPicker value={quantity} onChange={setQuantity} />
          <AddButton
            product={product}
            option={chosen}
            choose={choicePrompt(product, chosen)}
            quantity={quantity}
            label={t("Add to Cart")}
            block
          />
          <AskOnWhatsApp product={product} />
          <DeliveryEstimate parcel={[{ product, quantity: 1 }]} />
          {product.description && <p className="details__description">{product.description}</p>}
          <ul className="details__promises">
            <li>
              <Icon name="shield" size={18} /> {t("100% authentic, bought abroad")}
            </li>
            <li>
              <Icon name="truck" size={18} /> {t("Delivery in 7-10 working days")}
            </li>
          </ul>
        </div>
      </article>
      <MemoRelated place={place} />
    </div>
  );
}

function QuantityPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const t = useT();
  return (
    <fieldset className="quantity">
      <legend className="visually-hidden">{t("Quantity")}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={t("Decrease quantity")}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={18} />
      </button>
      <output className="quantity__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={t("Increase quantity")}
        disabled={value >= MAX_UNITS_PER_LINE}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={18} />
      </button>
    </fieldset>
  );
}
