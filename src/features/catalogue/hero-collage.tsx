import { Link } from "@tanstack/react-router";
import { memo } from "react";
import type { Product } from "../../lib/types";
import { ProductImage } from "./product-image";

const COLLAGE_SIZE = 4;

/** One product per category where the catalogue allows, so the collage shows the shop's range. */
export function collagePicks(products: readonly Product[]): Product[] {
  const withImage = products.filter((p) => p.images.length > 0);
  const picks: Product[] = [];
  const seen = new Set<string>();
  for (const p of withImage) {
    if (picks.length === COLLAGE_SIZE) break;
    if (!seen.has(p.categoryId)) {
      seen.add(p.categoryId);
      picks.push(p);
    }
  }
  for (const p of withImage) {
    if (picks.length === COLLAGE_SIZE) break;
    if (!picks.includes(p)) picks.push(p);
  }
  return picks;
}

/**
 * The right half of the home hero on wide screens: four product photos from the device's
 * catalogue. Fixed square boxes hold the place before the first sync (no layout shift); phones
 * hide it (catalogue.css), and the lazy images are then never fetched.
 */
export const HeroCollage = memo(function HeroCollage({
  products,
}: {
  products: readonly Product[] | undefined;
}) {
  const picks = products ? collagePicks(products) : [];
  return (
    <ul className="hero-collage" aria-label="A few of our products">
      {Array.from({ length: COLLAGE_SIZE }, (_, i) => {
        const product = picks[i];
        return (
          <li key={product?.id ?? `slot-${i.toString()}`} className="hero-collage__item">
            {product ? (
              <Link
                to="/product-details"
                search={{ id: product.id }}
                state={{ product }}
                className="hero-collage__link"
              >
                <ProductImage path={product.images[0]} alt={product.name} sizes="240px" />
              </Link>
            ) : (
              <span className="product-image placeholder-block" />
            )}
          </li>
        );
      })}
    </ul>
  );
});
