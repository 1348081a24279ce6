import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { Icon } from "../../components/icon";
import { useDeferredCatalogue, useHomeProducts } from "../../offline/catalogue-hooks";
import { useSettings } from "../../offline/hooks";
import { bestSellers, pickRandom, seededRandom } from "../../shared/catalogue";
import { cardPrice } from "../../shared/product-price";
import { cartCountAtom } from "../cart/cart-atoms";
import { CategoryTiles } from "./category-tiles";
import { FlashSale } from "./flash-sale";
import { Hero } from "./hero";
import { HeroCollage } from "./hero-collage";
import { ProductGridPlaceholder } from "./placeholders";
import { ProductGrid } from "./product-card";
import "./catalogue.css";
import { useT } from "../../hooks/use-t";
import { BelowTheFold } from "../layout/below-the-fold";

export function HomeScreen() {
  const t = useT();
  const settings = useSettings();
  const { rows: homeProducts, awaiting } = useDeferredCatalogue(useHomeProducts());
  // One seed per visit: the pick is random, yet stays put while live updates re-render.
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const picks = useMemo(
    () => (homeProducts ? bestSellers(homeProducts, seededRandom(seed)) : undefined),
    [homeProducts, seed],
  );
  const flash = useMemo(() => {
    // products whose card shows a saving (an option's price may not have one)
    const pool = (homeProducts ?? []).filter((p) => cardPrice(p).saving && !picks?.includes(p));
    return pickRandom(pool, 4, seededRandom(seed + 1));
  }, [homeProducts, picks, seed]);

  return (
    <div className="home">
      <Hero
        link={(props) => <Link to="/products" {...props} />}
        collage={<HeroCollage products={homeProducts} />}
      />

      <section className="container home__section" aria-labelledby="tiles-title">
        <h2 id="tiles-title">{t("Shop by category")}</h2>
        <CategoryTiles />
      </section>

      <BelowTheFold>
        <section className="container home__section" aria-labelledby="best-title">
          <h2 id="best-title">{t("Best Sellers")}</h2>
          {picks && !(awaiting && picks.length === 0) ? (
            <ProductGrid products={picks} label={t("Best Sellers")} />
          ) : (
            <ProductGridPlaceholder count={4} />
          )}
        </section>
      </BelowTheFold>

      {settings.isFlashSectionVisible && (
        <BelowTheFold>
          <div className="container home__section">
            <FlashSale endTime={settings.countDownEndTime} products={flash} />
          </div>
        </BelowTheFold>
      )}
      <FloatingCart />
    </div>
  );
}

function FloatingCart() {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  return (
    <Link
      to="/cart"
      className="floating-cart"
      aria-label={t("Cart, {count, plural, one {# item} other {# items}}", { count })}
    >
      <Icon name="cart" size={24} />
      <span className="floating-cart__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
