/**
 * The fields of an order's two parts a customer writes, named once: the checkout's rules
 * (./validation/checkout.ts) are checked against these lists, the server reads just these
 * (./server.ts), and the app's order type is made of them (src/lib/types.ts). A module of its own,
 * so the first screen's code takes the names without the checkout's rules.
 */

/** The customer's part of an order (`orders.customerInfo`). */
export const CUSTOMER_INFO_FIELDS = ["firstName", "lastName", "email", "phone"] as const;
export type CustomerInfoField = (typeof CUSTOMER_INFO_FIELDS)[number];

/** The address part (`orders.shippingAddress`); `state` is the province. */
export const SHIPPING_ADDRESS_FIELDS = [
  "address",
  "apartment",
  "city",
  "state",
  "district",
  "zip",
  "country",
] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];
