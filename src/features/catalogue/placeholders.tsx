/**
 * Loading stand-ins built from the real catalogue classes (grid, card, tree), so they take the
 * exact size of what replaces them: the first sync arriving moves nothing (Lighthouse CLS).
 * Text lines hold a non-breaking space, so they get the real line heights.
 */
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useT } from "../../hooks/use-t";
import { syncProgressAtom } from "../../offline/sync-status";

const NBSP = "\u00a0";

/**
 * How far the first sync has come, for screens that wait for it (a large catalogue takes a few
 * seconds), then a list's `count` once it has one (a status). One line in every state, a blank
 * one before the first page lands, so the texts taking turns move nothing.
 */
export function SyncProgressLine({ count }: { count?: string }) {
  const t = useT();
  const products = useAtomValue(syncProgressAtom);
  const progress =
    products > 0
      ? t("Loading the catalogue: {products, number} products so far", { products })
      : NBSP;
  return (
    <p className="muted" role={count === undefined ? undefined : "status"}>
      {count ?? progress}
    </p>
  );
}

function Line({ className, width }: { className: string; width: string }) {
  return (
    <span className={className}>
      <span className="placeholder-bar" style={{ width }}>
        {NBSP}
      </span>
    </span>
  );
}

export function PlaceholderCard() {
  return (
    <div className="placeholder-card">
      <span className="product-card__media">
        <span className="product-image placeholder-block" />
      </span>
      <span className="product-card__body">
        <Line className="product-card__brand" width="40%" />
        <Line className="product-card__name" width="85%" />
        <Line className="product-card__category" width="50%" />
        <Line className="price price__now" width="45%" />
        <span className="add-button">
          <span className="button add-button__button placeholder-block" />
        </span>
      </span>
    </div>
  );
}

/** A card's add button before the app runs (the server's first cards): its room, greyed. */
export function AddButtonPlaceholder() {
  return (
    <div className="add-button">
      <span className="button add-button__button placeholder-block" />
    </div>
  );
}

/** A card grid while products load, with one "Loading" status for screen readers. */
export function ProductGridPlaceholder({ count = 8, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t("Loading products")}</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <li key={index}>
            <PlaceholderCard />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The category tree's rows: six categories, the first opened on its "All" and four more. */
export function CategoryTreePlaceholder() {
  const rows = ["70%", "60%", "45%", "40%", "65%", "50%"];
  return (
    <ul className="category-tree" aria-hidden="true">
      {rows.map((width, index) => (
        <li key={width + index.toString()}>
          <span className="category-tree__category">
            <span className="placeholder-bar" style={{ width }}>
              {NBSP}
            </span>
          </span>
          {index === 0 && (
            <ul className="category-tree__subs">
              {["25%", "55%", "60%", "70%", "35%"].map((w) => (
                <li key={w}>
                  <span className="category-tree__sub">
                    <span className="placeholder-bar" style={{ width: w }}>
                      {NBSP}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The phone's chip bar: a row of categories and a row of subcategories (catalogue.css). */
export function CategoryChipsPlaceholder() {
  const rows = [
    ["70px", "80px", "56px", "48px", "96px"],
    ["32px", "72px", "88px", "110px"],
  ];
  return (
    <div className="category-chips" aria-hidden="true">
      {rows.map((row, index) => (
        <ul key={row.join()} className={`chip-row${index === 1 ? " chip-row--subs" : ""}`}>
          {row.map((width) => (
            <li key={width}>
              <span className="chip">
                <span className="placeholder-bar" style={{ width }}>
                  {NBSP}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/**
 * Product details while the first sync brings the product: the breadcrumb line, the square image
 * and the text, in the page's own classes.
 */
export function DetailsPlaceholder() {
  const t = useT();
  return (
    <div className="page container product-page" role="status" aria-busy="true">
      <span className="visually-hidden">{t("Loading product")}</span>
      <DetailsFrame
        image={<span className="product-image placeholder-block" />}
        name={<Line className="details__name" width="80%" />}
        rest={
          <>
            <Line className="price price__now" width="30%" />
            <SyncProgressLine />
          </>
        }
      />
    </div>
  );
}

/**
 * A product page's first screen as the server draws it (src/features/layout/shell-markup.tsx):
 * the photo and the name where the page puts them. The product page shows it until its product
 * is in.
 */
export function DrawnDetails({ image, name }: { image: ReactNode; name: string }) {
  return (
    <div className="page container product-page boot-shell__details" data-shell="details">
      <DetailsFrame image={image} name={<h1 className="details__name">{name}</h1>} />
    </div>
  );
}

/** The product page's layout around its photo and name, the rest to come. */
function DetailsFrame({
  image,
  name,
  rest,
}: {
  image: ReactNode;
  name: ReactNode;
  rest?: ReactNode;
}) {
  return (
    <>
      <div className="breadcrumbs" aria-hidden="true">
        <span className="placeholder-bar" style={{ width: "45%" }}>
          {NBSP}
        </span>
      </div>
      <div className="details">
        <div className="details__gallery">
          <div className="details__main-image">{image}</div>
        </div>
        <div className="details__info">
          <Line className="eyebrow" width="40%" />
          {name}
          {rest}
        </div>
      </div>
    </>
  );
}
