/**
 * Which district the product page and the cart quote delivery for, before any checkout
 * (docs/decisions/0130-fee-before-checkout.md): the one the shopper last chose on this device
 * (the picker, or the checkout's District), else a signed-in customer's last order's. Pure, so
 * it is tested without a browser.
 */
import { DISTRICT_NAMES } from "../../shared/places";

/** A stored value as a district, or "" when it is none (an old or edited entry). */
export function asDistrict(value: unknown): string {
  return typeof value === "string" && DISTRICT_NAMES.includes(value) ? value : "";
}

/** The district to quote: the device's choice, else the last order's, else "" (ask). */
export function rememberedDistrict(picked: unknown, lastOrder: unknown): string {
  return asDistrict(picked) || asDistrict(lastOrder);
}
