import { useEffect, useState } from "react";
import { useT } from "../../hooks/use-t";
import { countdownEnd, countdownParts, isFinished, ZERO_COUNTDOWN } from "../../lib/countdown";
import { m } from "../../lib/i18n/i18n";
import type { Product } from "../../lib/types";
import { ProductGrid } from "./product-card";

const TICK_MS = 1000;
const UNITS = ["days", "hours", "minutes", "seconds"] as const;
const UNIT_LABELS = {
  days: m("days"),
  hours: m("hours"),
  minutes: m("minutes"),
  seconds: m("seconds"),
};

/** Ticks each second only if the end time parses; shows zeros and stops. */
function useCountdown(endTime: string) {
  const end = countdownEnd(endTime);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === undefined || isFinished(end, Date.now())) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (isFinished(end, t)) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return end === undefined ? ZERO_COUNTDOWN : countdownParts(end, now);
}

export function FlashSale({ endTime, products }: { endTime: string; products: Product[] }) {
  const t = useT();
  return (
    <section className="flash-sale" aria-labelledby="flash-sale-title">
      <div className="flash-sale__head">
        <div>
          <p className="eyebrow">{t("Flash sale")}</p>
          <h2 id="flash-sale-title">{t("Limited-time deals")}</h2>
        </div>
        <Countdown endTime={endTime} />
      </div>
      {products.length > 0 && <ProductGrid products={products} label={t("Flash sale")} limited />}
    </section>
  );
}

/** Its own component: each second's tick re-renders these four cells, not the product cards. */
function Countdown({ endTime }: { endTime: string }) {
  const t = useT();
  const parts = useCountdown(endTime);
  return (
    <div className="countdown" role="timer" aria-label={t("Time left in the flash sale")}>
      {UNITS.map((unit) => (
        <span key={unit} className="countdown__cell">
          <span className="countdown__value">{String(parts[unit]).padStart(2, "0")}</span>
          <span className="countdown__unit">{t(UNIT_LABELS[unit])}</span>
        </span>
      ))}
    </div>
  );
}
