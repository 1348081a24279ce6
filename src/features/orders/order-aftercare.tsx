/**
 * What the shop did about damaged goods, on the customer's order card: each refund (amount,
 * day, reason) and each replacement sent at no charge; on a replacement, what it is.
 */
import { useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import { parseServerDate } from "../../lib/settings-defaults";
import type { Order } from "../../lib/types";
import { formatLkr } from "../../shared/money";

const DAY = { dateStyle: "medium" } as const;

function day(at: string): string {
  const ms = parseServerDate(at);
  return ms === undefined ? "" : formatDate(ms, DAY);
}

export function OrderAftercare({ order }: { order: Order }) {
  const t = useT();
  if (!order.replacementOf && order.refunds.length === 0 && order.replacements.length === 0) {
    return null;
  }
  return (
    <ul className="order-card__aftercare" data-testid="order-aftercare">
      {order.replacementOf && <li>{t("A replacement for damaged goods, at no charge.")}</li>}
      {order.refunds.map((refund) => (
        <li key={refund.at}>
          <strong>
            {t("Refunded {amount} on {date}", {
              amount: formatLkr(refund.amount),
              date: day(refund.at),
            })}
          </strong>
          {refund.reason && <span>: {refund.reason}</span>}
        </li>
      ))}
      {order.replacements.map((replacement) => (
        <li key={replacement.id}>
          {t("Replacement sent on {date}: order {orderNumber}", {
            date: day(replacement.at),
            orderNumber: replacement.orderNumber,
          })}
        </li>
      ))}
    </ul>
  );
}
