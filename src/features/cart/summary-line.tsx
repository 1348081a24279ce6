/**
 * The order summary's lines, for the cart (its screen and the server's first screen of it,
 * src/features/layout/shell-markup.tsx) and the checkout. No styles of their own: the
 * summary's are in cart.css.
 */
import { useT } from "../../hooks/use-t";
import { DELIVERY_LABEL } from "../../shared/delivery-texts";

/** One line of the order summary; `total` marks the last, bold one. */
export function SummaryLine({
  label,
  value,
  total = false,
  testId,
}: {
  label: string;
  value: string;
  total?: boolean;
  testId?: string;
}) {
  return (
    <div className={total ? "summary-lines__total" : undefined} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The summary's Delivery line, saying `text` (src/features/cart/shipping-line.tsx decides it). */
export function DeliveryLine({ text }: { text: string }) {
  const t = useT();
  return <SummaryLine label={t(DELIVERY_LABEL)} value={text} testId="delivery-line" />;
}
