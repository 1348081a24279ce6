import type { ReactNode } from "react";
import { useT } from "../../hooks/use-t";
import type { CardLink } from "./product-card";

/**
 * The home's hero. index.html's static shell draws it too (src/features/layout/shell-markup.tsx:
 * `boot`, with a plain link and no collage), shown on / and /home only, so the home's largest
 * text paints before the app's scripts run.
 */
export function Hero({
  link,
  collage,
  boot = false,
}: {
  link: CardLink;
  collage?: ReactNode;
  boot?: boolean;
}) {
  const t = useT();
  return (
    <section className={boot ? "hero boot-shell__hero" : "hero"}>
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{t("Bought abroad · delivered in Sri Lanka")}</p>
          <h1 className="hero__title">{t("Authentic imports, straight to your door")}</h1>
          <p className="hero__text">
            {t(
              "Korean skin care, Japanese snacks, sneakers, bags and collectibles — genuine, and priced in LKR. Delivery in 7-10 working days.",
            )}
          </p>
          {link({ className: "button hero__cta", children: t("Shop now") })}
        </div>
        {collage}
      </div>
    </section>
  );
}
