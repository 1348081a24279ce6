/**
 * /order/TOKEN: an order the shop entered for a customer without an account, followed through
 * the secret link mailed to them (docs/decisions/0220-orders-taken-by-the-shop.md). Read-only:
 * its status and steps, what was bought and what is paid when. Nothing is kept on the device.
 */
import { useEffect, useState } from "react";
import { type FollowedOrder, fetchFollowedOrder } from "../../backend/shop-orders";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { DELIVERY_FREE } from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { OrderSums } from "./order-payment-lines";
import { statusTone } from "./order-status";
import { OrderTimeline } from "./order-timeline";
import "./order-card.css";

export const FOLLOW_TEXTS = {
  title: m("Your order {number}"),
  loading: m("Loading your order…"),
  missing: m("This link is not an order's. Check the link in your mail."),
  failed: m("The order could not be loaded. Check your connection and try again."),
};

type Shown =
  | { kind: "loading" }
  | { kind: "found"; order: FollowedOrder }
  | { kind: "missing" }
  | { kind: "failed" };

/** The server answered "no such link" (404), rather than nothing at all. */
function isMissing(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

export function FollowOrderScreen({ token }: { token: string }) {
  const t = useT();
  const [shown, setShown] = useState<Shown>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    fetchFollowedOrder(token)
      .then((order) => live && setShown({ kind: "found", order }))
      .catch((error) => live && setShown({ kind: isMissing(error) ? "missing" : "failed" }));
    return () => {
      live = false;
    };
  }, [token]);

  if (shown.kind !== "found") {
    const text = shown.kind === "loading" ? FOLLOW_TEXTS.loading : FOLLOW_TEXTS[shown.kind];
    return (
      <section className="page container">
        <p role="status">{t(text)}</p>
      </section>
    );
  }
  const { order } = shown;
  const status = order.status;
  return (
    <section className="page container follow-order" aria-labelledby="follow-title">
      <h1 id="follow-title">{t(FOLLOW_TEXTS.title, { number: order.orderNumber })}</h1>
      <p
        className={`order-card__status order-card__status--${statusTone(status)}`}
        data-testid="order-status"
      >
        {t(status)}
      </p>
      {order.trackingNumber && order.status !== "Cancelled" && (
        <p className="order-card__tracking">
          {t("Tracking number:")} <strong>{order.trackingNumber}</strong>
        </p>
      )}
      <OrderTimeline history={order.statusHistory} />
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={`${item.id}-${item.option ?? ""}`} className="order-item">
            <div className="order-item__info">
              <p className="order-item__name">
                {item.name}
                {item.option && <small> · {item.option}</small>}
              </p>
            </div>
            <p className="order-item__qty">{t("Qty: {quantity}", { quantity: item.quantity })}</p>
            <p className="order-item__total">{formatLkr(item.total)}</p>
          </li>
        ))}
      </ul>
      <OrderSums
        order={order}
        delivery={order.shipping > 0 ? formatLkr(order.shipping) : t(DELIVERY_FREE)}
      />
    </section>
  );
}
