/**
 * Home's "Shop by category": the spec's four searches and its custom request, then a tile for
 * each other enabled category of the catalogue (src/lib/home-tiles.ts), each with a photo of
 * its products. The catalogue's tiles come after the spec's, so their arrival moves none of
 * those; until the device's categories are read, as many same-size stand-ins hold their place
 * as this device showed last time.
 */
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import {
  CATEGORY_TONES,
  categoriesWithoutTile,
  categoryOfTile,
  SEARCH_TILES,
} from "../../lib/home-tiles";
import { nameIn } from "../../lib/i18n/local-name";
import { type CategoryShowcase, useCategoryShowcase } from "../../offline/catalogue-hooks";
import { ProductImage } from "./product-image";

/** How many catalogue tiles home showed last time on this device (localStorage). */
const SHOWN_KEY = "home-category-tiles";
const NBSP = "\u00a0";
/** The photo's box in CSS pixels (catalogue.css .tile__photo). */
const PHOTO_PX = 56;

function shownLastTime(): number {
  try {
    return Math.min(24, Math.max(0, Number(localStorage.getItem(SHOWN_KEY)) || 0));
  } catch {
    return 0;
  }
}

function TilePhoto({ image }: { image: string | undefined }) {
  return (
    <span className="tile__photo" aria-hidden="true">
      {image && <ProductImage path={image} alt="" sizes={`${PHOTO_PX}px`} size={PHOTO_PX} />}
    </span>
  );
}

/** A category's tile note: its first subcategories, Other left out. */
function noteOf(showcase: CategoryShowcase): string {
  const named = showcase.subcategories.filter((s) => s.trim().toLowerCase() !== "other");
  return named.slice(0, 3).join(", ") || NBSP;
}

export function CategoryTiles() {
  const t = useT();
  const showcase = useCategoryShowcase();
  const [expected] = useState(shownLastTime);
  const categories = showcase?.map((s) => s.category);
  const others = categories ? categoriesWithoutTile(categories) : undefined;
  const othersCount = others?.length;
  useEffect(() => {
    if (othersCount === undefined) return;
    try {
      localStorage.setItem(SHOWN_KEY, String(othersCount));
    } catch {
      // storage full or blocked: the next visit guesses again
    }
  }, [othersCount]);
  const imageOf = (id: string | undefined) => showcase?.find((s) => s.category.id === id)?.image;

  return (
    <ul className="tiles">
      {SEARCH_TILES.map((tile) => (
        <li key={tile.query}>
          <Link to="/search" search={{ query: tile.query }} className={`tile tile--${tile.tone}`}>
            <TilePhoto image={categories && imageOf(categoryOfTile(tile, categories)?.id)} />
            <span className="tile__label">{t(tile.label)}</span>
            <span className="tile__note">{t(tile.note)}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to="/custom-request" className="tile tile--accent">
          <span className="tile__photo" aria-hidden="true">
            <Icon name="search" size={26} />
          </span>
          <span className="tile__label">{t("Custom request")}</span>
          <span className="tile__note">{t("Can't find it? We'll source it")}</span>
        </Link>
      </li>
      {others
        ? others.map((category, i) => {
            const tone = CATEGORY_TONES[i % CATEGORY_TONES.length];
            const shown = showcase?.find((s) => s.category.id === category.id);
            return (
              <li key={category.id}>
                <Link
                  to="/products"
                  search={{ category: category.id }}
                  className={`tile tile--${tone}`}
                >
                  <TilePhoto image={shown?.image} />
                  <span className="tile__label">{nameIn(category)}</span>
                  <span className="tile__note">{shown ? noteOf(shown) : NBSP}</span>
                </Link>
              </li>
            );
          })
        : Array.from({ length: expected }, (_, i) => (
            <li key={`slot-${i.toString()}`} aria-hidden="true">
              <span className="tile tile--placeholder">
                <span className="tile__photo placeholder-block" />
                <span className="tile__label">
                  <span className="placeholder-bar" style={{ width: "60%" }}>
                    {NBSP}
                  </span>
                </span>
                <span className="tile__note">{NBSP}</span>
              </span>
            </li>
          ))}
    </ul>
  );
}
