import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/icon";
import { Thumbnail } from "../../components/thumbnail";
import { useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import { m, t } from "../../lib/i18n/i18n";
import { isFreeShipping, parseServerDate } from "../../lib/settings-defaults";
import type { Order } from "../../lib/types";
import { useSettings } from "../../offline/hooks";
import type { KnownOrder } from "../../offline/orders-cache";
import { DELIVERY_FREE } from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { awaitsPayment, shownStatus } from "../../shared/orders";
import { OrderAftercare } from "./order-aftercare";
import { OrderSums } from "./order-payment-lines";
import { statusTone } from "./order-status";
import { OrderTimeline } from "./order-timeline";
import { PaymentPanel } from "./payment-panel";
import "./order-card.css";

const DAY = { dateStyle: "medium" } as const;
/** Orders from before delivery zones paid the courier's fee on delivery. */
const PAID_ON_DELIVERY = m("Paid on delivery");
/** The number of units in an order, on its card. */
export const ITEM_COUNT = m("{count, plural, one {# item} other {# items}}");
const DAY_AND_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

/**
 * One order with its products behind a disclosure button; `focused` (the order a notification
 * opened) scrolls it into view.
 */
export function OrderCard({
  order,
  initiallyOpen,
  focused = false,
}: {
  order: KnownOrder;
  initiallyOpen: boolean;
  focused?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) item.current?.scrollIntoView({ block: "start" });
  }, [focused]);
  const settings = useSettings();
  const panelId = useId();
  const placed = parseServerDate(order.created);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const status = shownStatus(order);
  return (
    <li className="order-card" ref={item} data-focused={focused || undefined}>
      <button
        type="button"
        className="order-card__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="order-card__id">{order.orderNumber}</span>
        <span className="order-card__meta">
          {placed !== undefined && formatDate(placed, DAY)} · {t(ITEM_COUNT, { count: units })}
        </span>
        <span
          className={`order-card__status order-card__status--${statusTone(status)}`}
          data-testid="order-status"
        >
          {t(status)}
        </span>
        <span className="order-card__total">{formatLkr(order.total)}</span>
        <span className={`order-card__chevron${open ? " order-card__chevron--open" : ""}`}>
          <Icon name="chevron" size={18} />
        </span>
      </button>
      <div id={panelId} className="order-card__body" hidden={!open}>
        {order.trackingNumber && order.status !== "Cancelled" && (
          <p className="order-card__tracking">
            {t("Tracking number:")} <strong>{order.trackingNumber}</strong>
          </p>
        )}
        <OrderTimeline history={order.statusHistory} />
        <OrderAftercare order={order} />
        {order.cachedAt !== undefined && (
          <p className="order-card__as-of">
            {t("Status as of {date}", { date: formatDate(order.cachedAt, DAY_AND_TIME) })}
          </p>
        )}
        {awaitsPayment(order) && <PaymentPanel order={order} />}
        <ul className="order-card__items">
          {order.items.map((item) => (
            <li key={`${item.id}-${item.option ?? ""}`} className="order-item">
              <Thumbnail path={item.image || undefined} size={56} />
              <div className="order-item__info">
                <p className="order-item__name">
                  {item.name}
                  {item.option && <small> · {item.option}</small>}
                </p>
                <p className="order-item__id">{t("ID: {id}", { id: item.id })}</p>
              </div>
              <p className="order-item__qty">{t("Qty: {quantity}", { quantity: item.quantity })}</p>
              <p className="order-item__total">{formatLkr(item.total)}</p>
            </li>
          ))}
        </ul>
        <OrderSums order={order} delivery={shippingText(order, isFreeShipping(settings, placed))} />
      </div>
    </li>
  );
}

/**
 * The fee the shop stored when the order was placed. An order stored 0 while free shipping
 * lasted; older orders, from before delivery zones, stored 0 and paid the courier's fee on
 * delivery.
 */
function shippingText(order: Order, freeWhenPlaced: boolean): string {
  if (order.shipping > 0) return formatLkr(order.shipping);
  return t(freeWhenPlaced || order.shippingAddress.district ? DELIVERY_FREE : PAID_ON_DELIVERY);
}
