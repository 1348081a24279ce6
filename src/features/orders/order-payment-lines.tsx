/**
 * How an order is paid and what the courier collects, as the shop stored it: bank transfer
 * (50% advance, the rest to the courier) or cash on delivery (all to the courier). Lines of an
 * order's sums (a <dl>).
 */
import { useT } from "../../hooks/use-t";
import type { Order } from "../../lib/types";
import { amountsDue } from "../../shared/delivery";
import { PAY_COURIER, PAYMENT_LEGEND, PAYMENT_METHOD_NAMES } from "../../shared/delivery-texts";
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
