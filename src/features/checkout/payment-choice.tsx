/**
 * How the shopper pays: bank transfer (50% advance, as the terms say), or cash on delivery
 * where the owner allows it for the district's zone (settings, off by default). The server
 * refuses cash on delivery in any other zone.
 */
import { useT } from "../../hooks/use-t";
import { PAYMENT_METHODS, type PaymentMethod } from "../../shared/delivery";
import { BANK_ONLY, PAYMENT_LEGEND, PAYMENT_METHOD_LABELS } from "../../shared/delivery-texts";

export function PaymentChoice({
  codAllowed,
  value,
  onChange,
}: {
  codAllowed: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  return (
    <fieldset className="checkout__section checkout__payment">
      <legend>{t(PAYMENT_LEGEND)}</legend>
      {codAllowed ? (
        PAYMENT_METHODS.map((method) => (
          <label key={method} className="checkout__method">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span>{t(PAYMENT_METHOD_LABELS[method])}</span>
          </label>
        ))
      ) : (
        <p className="checkout__method-only">{t(BANK_ONLY)}</p>
      )}
    </fieldset>
  );
}
