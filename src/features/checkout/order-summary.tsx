import { Thumbnail } from "../../components/thumbnail";
import { useT } from "../../hooks/use-t";
import type { DeliveryQuote, PaymentMethod } from "../../shared/delivery";
import { amountsDue } from "../../shared/delivery";
import { PAY_COURIER, PAY_NOW } from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import type { CartReview } from "../cart/cart-logic";
import { ShippingLine } from "../cart/shipping-line";

/**
 * The lines and totals the shopper confirms: today's prices and the delivery fee for the chosen
 * district, as the server will charge them, and what is paid now and to the courier.
 */
export function OrderSummary({
  review,
  quote,
  paymentMethod,
  quoted,
}: {
  review: CartReview;
  quote: DeliveryQuote;
  paymentMethod: PaymentMethod;
  /** an accepted quote's one line, in place of the cart's */
  quoted?: { item: string; price: number };
}) {
  const t = useT();
  const { lines } = review;
  const subtotal = review.subtotal + (quoted?.price ?? 0);
  const count = lines.length + (quoted ? 1 : 0);
  const total = subtotal + (quote.kind === "fee" ? quote.amount : 0);
  const due = amountsDue(total, paymentMethod);
  return (
    <section className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t("Order Summary")}</h2>
      {count === 0 ? (
        <p className="checkout__empty">{t("Your cart is empty")}</p>
      ) : (
        <ul className="summary-items">
          {quoted && (
            <li className="summary-item" data-testid="quoted-line">
              <span className="summary-item__thumb">
                <Thumbnail path={undefined} size={56} />
                <span className="summary-item__qty">
                  <span className="visually-hidden">{t("Quantity")} </span>1
                </span>
              </span>
              <span className="summary-item__name">
                {quoted.item}
                <small>{t("Quote")}</small>
              </span>
              <span className="summary-item__total">{formatLkr(quoted.price)}</span>
            </li>
          )}
          {lines.map(({ item, current, price, problem }) => (
            <li key={item.key} className="summary-item">
              <span className="summary-item__thumb">
                <Thumbnail path={(current ?? item.product).images[0]} size={56} />
                <span className="summary-item__qty">
                  <span className="visually-hidden">{t("Quantity")} </span>
                  {item.quantity}
                </span>
              </span>
              <span className="summary-item__name">
                {item.product.name}
                {item.selectedOption && <small>{item.selectedOption.label}</small>}
              </span>
              <span className="summary-item__total">
                {problem ? t("Unavailable") : formatLkr(price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="summary-lines" aria-live="polite">
        <div>
          <dt>{t("Subtotal")}</dt>
          <dd>{formatLkr(subtotal)}</dd>
        </div>
        <ShippingLine quote={quote} />
        <div className="summary-lines__total">
          <dt>{t("Total")}</dt>
          <dd data-testid="checkout-total">{formatLkr(total)}</dd>
        </div>
        {quote.kind !== "unknown" && count > 0 && (
          <>
            {due.advance > 0 && (
              <div className="summary-lines__due">
                <dt>{t(PAY_NOW)}</dt>
                <dd>{formatLkr(due.advance)}</dd>
              </div>
            )}
            <div className="summary-lines__due">
              <dt>{t(PAY_COURIER)}</dt>
              <dd>{formatLkr(due.onDelivery)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
