import { formatLkr } from "../../shared/money";
import { thumbnailSrc } from "../../shared/product-image";
import type { CartReview } from "../cart/cart-logic";
import { ShippingLine } from "../cart/shipping-line";

/** The lines and totals the shopper confirms: today's prices, as the server will charge them. */
export function OrderSummary({ review }: { review: CartReview }) {
  const { lines, subtotal } = review;
  return (
    <section className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order Summary</h2>
      {lines.length === 0 ? (
        <p className="checkout__empty">Your cart is empty</p>
      ) : (
        <ul className="summary-items">
          {lines.map(({ item, current, price, problem }) => (
            <li key={item.key} className="summary-item">
              <span className="summary-item__thumb">
                <img
                  src={thumbnailSrc((current ?? item.product).images[0])}
                  alt=""
                  width={56}
                  height={56}
                />
                <span className="summary-item__qty">
                  <span className="visually-hidden">Quantity </span>
                  {item.quantity}
                </span>
              </span>
              <span className="summary-item__name">
                {item.product.name}
                {item.selectedOption && <small>{item.selectedOption.label}</small>}
              </span>
              <span className="summary-item__total">
                {problem ? "Unavailable" : formatLkr(price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="summary-lines">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatLkr(subtotal)}</dd>
        </div>
        <ShippingLine />
        <div className="summary-lines__total">
          <dt>Total</dt>
          <dd>{formatLkr(subtotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
