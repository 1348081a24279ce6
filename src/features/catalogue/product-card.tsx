import { Link, useNavigate } from "@tanstack/react-router";
import { memo } from "react";
import { useT } from "../../lib/i18n/use-t";
import type { Product } from "../../lib/types";
import { categoryLabel } from "../../shared/catalogue";
import { formatLkr } from "../../shared/money";
import { cardPrice, type PriceTag } from "../../shared/product-price";
import { AddButton } from "./add-button";
import "./catalogue.css";
import "./history-state";
import { ProductImage } from "./product-image";

const CARD_SIZES = "(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 260px";

/** The one product card of the shop (home, products, search). */
export function ProductCard({
  product,
  limited = false,
  eager = false,
}: {
  product: Product;
  /** flash-sale cards carry the text Limited */
  limited?: boolean;
  /** above the fold: load the image at once */
  eager?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const details = {
    to: "/product-details",
    search: { id: product.id },
    state: { product },
  } as const;
  const hasOptions = product.options.length > 0;
  const price = cardPrice(product);
  return (
    <article className="product-card" data-product-id={product.id}>
      <Link {...details} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage path={product.images[0]} alt="" sizes={CARD_SIZES} eager={eager} />
        <span className="product-card__flags">
          {price.saving && <span className="flag flag--sale">{price.saving}</span>}
          {limited && <span className="flag flag--limited">{t("Limited")}</span>}
          {product.outOfStock && <span className="flag flag--muted">{t("Sold out")}</span>}
        </span>
      </Link>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand || categoryLabel(product)}</p>
        <h3 className="product-card__name">
          <Link {...details}>{product.name}</Link>
        </h3>
        <p className="product-card__category">{categoryLabel(product)}</p>
        <Price tag={price} />
        <AddButton
          product={product}
          label={hasOptions ? t("Options") : t("Add")}
          onOpenDetails={hasOptions ? () => void navigate(details) : undefined}
        />
      </div>
    </article>
  );
}

/** A price as src/shared/product-price.ts decides it: "from" the cheapest, the regular price struck. */
export function Price({ tag }: { tag: PriceTag }) {
  const t = useT();
  return (
    <p className="price">
      {tag.from && <span className="price__from">{t("from")}</span>}
      <span className="price__now">{formatLkr(tag.amount)}</span>
      {tag.was !== undefined && (
        <s className="price__was">
          <span className="visually-hidden">{t("Regular price")} </span>
          {formatLkr(tag.was)}
        </s>
      )}
    </p>
  );
}

/**
 * A responsive grid of cards; the first row loads eagerly, the rest lazily. Memoized: a screen
 * re-rendering for something else (settings arriving, a countdown) leaves its cards alone.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  label,
  limited = false,
  eagerCount = 4,
}: {
  products: readonly Product[];
  label: string;
  limited?: boolean;
  eagerCount?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} limited={limited} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
});
