import { isFreeShipping } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";

/**
 * Free (Air Cargo) until the settings' date, then the delivery fee is paid to
 * the courier on delivery. Used by the cart and the checkout summary.
 */
export function ShippingLine() {
  const settings = useSettings();
  const free = isFreeShipping(settings);
  return (
    <div>
      <dt>Shipping</dt>
      <dd>{free ? "Free (Air Cargo)" : "Delivery fee paid on delivery"}</dd>
    </div>
  );
}
