/**
 * How an order is paid and what the courier collects, as the shop stored it: bank transfer
 * (50% advance, the rest to the courier) or cash on delivery (all to the courier). Lines of an
 * order's sums (a <dl>), and those sums whole, for the profile's order card and the follow page.
 */
import { useT } from "../../hooks/use-t";
import type { Order } from "../../lib/types";
import { amountsDue } from "../../shared/delivery";
import {
  DELIVERY_LABEL,
  PAY_COURIER,
  PAYMENT_LEGEND,
  PAYMENT_METHOD_NAMES,
} from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";

export function OrderPaymentLines({ order }: { order: Pick<Order, "total" | "paymentMethod"> }) {
  const t = useT();
  const due = amountsDue(order.total, order.paymentMethod);
  return (
    <>
      <div>
        <dt>{t(PAYMENT_LEGEND)}</dt>
        <dd data-testid="order-payment">{t(PAYMENT_METHOD_NAMES[order.paymentMethod])}</dd>
      </div>
      <div>
        <dt>{t(PAY_COURIER)}</dt>
        <dd data-testid="order-on-delivery">{formatLkr(due.onDelivery)}</dd>
      </div>
    </>
  );
}

/** An order's sums: subtotal, delivery as the screen words it, total and the payment due. */
export function OrderSums({
  order,
  delivery,
}: {
  order: Pick<Order, "subTotal" | "total" | "paymentMethod">;
  delivery: string;
}) {
  const t = useT();
  return (
    <dl className="order-card__sums">
      <div>
        <dt>{t("Subtotal")}</dt>
        <dd>{formatLkr(order.subTotal)}</dd>
      </div>
      <div>
        <dt>{t(DELIVERY_LABEL)}</dt>
        <dd data-testid="order-delivery">{delivery}</dd>
      </div>
      <div className="order-card__grand">
        <dt>{t("Total")}</dt>
        <dd>{formatLkr(order.total)}</dd>
      </div>
      <OrderPaymentLines order={order} />
    </dl>
  );
}
