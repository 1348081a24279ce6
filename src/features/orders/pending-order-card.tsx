import { Icon } from "../../components/icon";
import { Thumbnail } from "../../components/thumbnail";
import { useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import type { PendingOrder } from "../../offline/orders-cache";
import { ITEM_COUNT } from "./order-card";
import "./order-card.css";

const DAY = { dateStyle: "medium" } as const;

/**
 * An order still on this device (the outbox): no server total or status yet, so it says what it
 * is waiting for and lists what was ordered. It becomes a normal order card once sent.
 */
export function PendingOrderCard({ order }: { order: PendingOrder }) {
  const t = useT();
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="order-card order-card--pending" data-testid="pending-order">
      <div className="order-card__head">
        <span className="order-card__id">{order.orderNumber}</span>
        <span className="order-card__meta">
          {formatDate(order.createdAt, DAY)} · {t(ITEM_COUNT, { count: units })}
        </span>
        <span className="order-card__status order-card__status--pending">
          <Icon name="clock" size={14} /> {t("Waiting to be sent")}
        </span>
      </div>
      <div className="order-card__body">
        <p className="order-card__pending-note">
          {order.needsSignIn
            ? t("Saved on this device. Sign in again to send it.")
            : t(
                "Saved on this device. It is sent when you are back online; the order ID becomes valid once we receive it.",
              )}
        </p>
        <ul className="order-card__items">
          {order.lines.map((line) => (
            <li key={`${line.name}-${line.option ?? ""}`} className="order-item">
              <Thumbnail path={line.image} size={56} />
              <div className="order-item__info">
                <p className="order-item__name">
                  {line.name}
                  {line.option && <small> · {line.option}</small>}
                </p>
              </div>
              <p className="order-item__qty">{t("Qty: {quantity}", { quantity: line.quantity })}</p>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
