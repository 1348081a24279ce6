import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, memo, type ReactNode, useEffect, useState } from "react";
import { useT } from "../../hooks/use-t";
import { afterNextPaint, whenIdle } from "../../lib/after-first-paint";
import { stringifySearch } from "../../lib/search-params";
import type { Product } from "../../lib/types";
import { categoryLabel } from "../../shared/catalogue";
import { formatLkr } from "../../shared/money";
import { CARD_SIZES, EAGER_CARDS, SHELL_CARDS } from "../../shared/page-shell";
import { cardPrice, type PriceTag } from "../../shared/product-price";
import { AddButton } from "./add-button";
import "./catalogue.css";
import "./history-state";
import { ProductImage } from "./product-image";
import { useGrowingList } from "./use-growing-list";

/** The one product card of the shop (home, products, search). */
export const ProductCard = memo(function ProductCard({
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
  const router = useRouter();
  const t = useT();
  const details = {
    to: "/product-details",
    search: { id: product.id },
    state: { product },
  } as const;
  const hasOptions = product.options.length > 0;
  const price = cardPrice(product);
  // A plain tap (on the card, or on Options) dims the card in its own frame; the product page is
  // drawn after that frame (docs/decisions/0023-taps-answer-at-once.md). Other clicks (new tab, a
  // modifier) stay the link's.
  const [opening, setOpening] = useState(false);
  function openDetails() {
    setOpening(true);
    afterNextPaint(() => void router.navigate(details).finally(() => setOpening(false)));
  }
  function open(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    openDetails();
  }
  return (
    <ProductCardView
      opening={opening}
      id={product.id}
      name={product.name}
      brand={product.brand || categoryLabel(product)}
      category={categoryLabel(product)}
      link={(props) => <a href={productHref(product.id)} {...props} onClick={open} />}
      image={<ProductImage path={product.images[0]} alt="" sizes={CARD_SIZES} eager={eager} />}
      flags={<CardFlags saving={price.saving} limited={limited} soldOut={product.outOfStock} />}
      price={<Price tag={price} />}
      action={
        <AddButton
          product={product}
          label={hasOptions ? t("Options") : t("Add")}
          onOpenDetails={hasOptions ? openDetails : undefined}
        />
      }
    />
  );
});

/**
 * A product page's address, written as the router writes it. The cards link with plain anchors:
 * a router Link follows the router's state and preloads on touchstart, work a tap waited for
 * (docs/decisions/0023-taps-answer-at-once.md); a grid loads the page's code once it is idle.
 */
function productHref(id: string): string {
  return `/product-details${stringifySearch({ id })}`;
}

/** A link to the product's page: a plain anchor, in the app and in the server's shell. */
export type CardLink = (props: {
  className?: string;
  tabIndex?: number;
  "aria-hidden"?: "true";
  children: ReactNode;
}) => ReactNode;

/**
 * The card's markup from display values alone (texts as shown, parts as elements): the app's
 * card, and the server's first screen (src/features/layout/shell-markup.tsx makes the
 * template pb_hooks/lib/page-shell.js fills from it).
 */
export function ProductCardView(props: {
  id: string;
  name: string;
  /** tapped: the product page is on its way */
  opening?: boolean;
  /** the brand, else the category's label */
  brand: string;
  category: string;
  link: CardLink;
  image: ReactNode;
  flags: ReactNode;
  price: ReactNode;
  action: ReactNode;
}) {
  // called, not rendered as a component: a new function each render must not remount the photo
  const { link } = props;
  return (
    <article
      className={`product-card${props.opening ? " is-opening" : ""}`}
      data-product-id={props.id}
    >
      {link({
        className: "product-card__media",
        tabIndex: -1,
        "aria-hidden": "true",
        children: (
          <>
            {props.image}
            <span className="product-card__flags">{props.flags}</span>
          </>
        ),
      })}
      <div className="product-card__body">
        <p className="product-card__brand">{props.brand}</p>
        <h3 className="product-card__name">{link({ children: props.name })}</h3>
        <p className="product-card__category">{props.category}</p>
        {props.price}
        {props.action}
      </div>
    </article>
  );
}

/** The flags over a card's photo: the saving, Limited (flash sale), Sold out. */
export function CardFlags({
  saving,
  limited = false,
  soldOut,
}: {
  saving: string | undefined;
  limited?: boolean;
  soldOut: boolean;
}) {
  const t = useT();
  return (
    <>
      {saving && <span className="flag flag--sale">{saving}</span>}
      {limited && <span className="flag flag--limited">{t("Limited")}</span>}
      {soldOut && <span className="flag flag--muted">{t("Sold out")}</span>}
    </>
  );
}

/** A price as src/shared/product-price.ts decides it: "from" the cheapest, the regular price struck. */
export function Price({ tag }: { tag: PriceTag }) {
  return (
    <PriceView
      from={tag.from}
      now={formatLkr(tag.amount)}
      was={tag.was === undefined ? undefined : formatLkr(tag.was)}
    />
  );
}

/** A price's markup from its texts. */
export function PriceView({ from, now, was }: { from: boolean; now: string; was?: string }) {
  const t = useT();
  return (
    <p className="price">
      {from && <span className="price__from">{t("from")}</span>}
      <span className="price__now">{now}</span>
      {was !== undefined && (
        <s className="price__was">
          <span className="visually-hidden">{t("Regular price")} </span>
          {was}
        </s>
      )}
    </p>
  );
}

/** How many more cards a grid draws each time the page is idle, after its first screen's. */
const GROWTH = 12;

/**
 * A responsive grid of cards; the first row loads eagerly, the rest lazily. A new list draws as
 * many cards as the server's first screen, then the rest a dozen at a time while the page is
 * idle (useGrowingList). Memoized: a screen re-rendering for something else (settings arriving,
 * a countdown) leaves its cards alone.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  label,
  limited = false,
  eagerCount = EAGER_CARDS,
  busy = false,
}: {
  products: readonly Product[];
  label: string;
  limited?: boolean;
  eagerCount?: number;
  /** the cards of the last choice, kept on screen while the next choice's products load */
  busy?: boolean;
}) {
  const drawn = useGrowingList(products, SHELL_CARDS, GROWTH);
  const router = useRouter();
  // The product page's code, loaded while nothing else runs, so a card's tap only draws it.
  useEffect(() => {
    whenIdle(() => {
      // offline before the service worker has it: the tap loads it instead
      router.loadRouteChunk(router.routesByPath["/product-details"])?.catch(() => {});
    });
  }, [router]);
  return (
    <ProductGridView label={label} busy={busy}>
      {drawn.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} limited={limited} eager={i < eagerCount} />
        </li>
      ))}
    </ProductGridView>
  );
});

/** The grid's list, its items (an <li> each) given. */
export function ProductGridView({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy={busy || undefined} data-shell="grid">
      {children}
    </ul>
  );
}
