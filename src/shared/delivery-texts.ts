/**
 * Every sentence about delivery and paying, in one place, so the checkout, the cart, the FAQ,
 * the terms, the order screens and the mails say the same thing (and a translation finds them
 * together). The server's messages are here too: the hooks read them from lib/shared.js.
 */

/** The summary line's label, in the cart, the checkout and an order. */
export const DELIVERY_LABEL = "Delivery";
/** While free shipping lasts (the spec's words). */
export const DELIVERY_FREE = "Free (Air Cargo)";
/** The checkout's delivery line before a district is chosen. */
export const DELIVERY_CHOOSE_DISTRICT = "Choose your district";
/** The product page's and the cart's fee for the remembered district. */
export const DELIVERY_TO = "Delivery to {district}: {fee}";
/** The picker's label on the product page and in the cart. */
export const YOUR_DISTRICT = "Your district";
/** The button that opens the picker again. */
export const CHANGE_DISTRICT = "Change district";
/** Beside the fee, where the district's zone allows it (the checkout then offers it). */
export const CASH_ON_DELIVERY_AVAILABLE = "Cash on delivery available";
/** The cart's total label while the fee is not known yet. */
export const TOTAL_BEFORE_DELIVERY = "Total before delivery";
/** The cart's total label while free shipping lasts. */
export const TOTAL = "Total";

/**
 * The cart's delivery line and total label before it knows a district: once free shipping is
 * over the fee waits for one. The app's cart and the server's first screen of it
 * (pb_hooks/lib/page-shell.js) say the same; the app then quotes the remembered district.
 */
export function cartDeliveryTexts(free: boolean): { delivery: string; total: string } {
  return free
    ? { delivery: DELIVERY_FREE, total: TOTAL }
    : { delivery: DELIVERY_CHOOSE_DISTRICT, total: TOTAL_BEFORE_DELIVERY };
}

/** The rule in one sentence: FAQ, terms, the terms modal and the order mail. */
export const DELIVERY_RULE =
  "The delivery fee depends on your district and your parcel's weight: deliveries outside Colombo carry extra courier charges, and a parcel above the base weight pays for each extra kilogram. Checkout shows the fee in LKR before you place your order, and it is part of the order total.";
/** Where the owner allows cash on delivery: FAQ, terms and the terms modal. */
export const CASH_ON_DELIVERY_RULE =
  "In districts where checkout offers cash on delivery, you may instead pay the whole total to the courier.";

/** A fee the shop cannot compute: no zone takes the district (the owner's zones leave it out). */
export const noDeliveryTo = (district: string) => `We do not deliver to ${district} yet.`;
/** Cash on delivery chosen where the owner has not allowed it. */
export const noCashOnDeliveryIn = (zone: string) =>
  `Cash on delivery is not available in ${zone}. Please pay by bank transfer.`;
export const PAYMENT_METHOD_REQUIRED = "Choose how you pay.";

/** How an order is paid, as the checkout offers it and an order shows it. */
export const PAYMENT_METHOD_LABELS = {
  bank: "Bank transfer: 50% advance now, 50% to the courier",
  cod: "Cash on delivery: pay the courier in full",
} as const;
/** The short name, for an order's line and the mails. */
export const PAYMENT_METHOD_NAMES = { bank: "Bank transfer", cod: "Cash on delivery" } as const;

/**
 * Offline, the fee comes from the settings the device last synced; the shop computes it again
 * when the order arrives and stores its own figure, which My Orders then shows.
 */
export const DELIVERY_OFFLINE_NOTE =
  "You are offline: this fee uses the shop's last known rates. Your order will show the fee the shop confirms.";

/** The checkout summary's split of the total, and the payment choice's legend. */
export const PAY_NOW = "Pay now by bank transfer";
export const PAY_COURIER = "Pay the courier on delivery";
export const PAYMENT_LEGEND = "Payment";
/** Under the payment choice when only bank transfer is possible. */
export const BANK_ONLY = "Bank transfer: 50% advance now, 50% to the courier on delivery.";
/** Above the address when the last order's was filled in. */
export const LAST_ADDRESS_NOTE =
  "We filled in the address of your last order. Change anything that is different.";
