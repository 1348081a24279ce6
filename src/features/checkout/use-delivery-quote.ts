/**
 * The delivery fee the product page, the cart and the checkout show: the same rule the server
 * runs (src/shared/delivery.ts) on the device's copy of the settings and the catalogue, so it is
 * there offline too, for guests as for customers. The server computes it again and stores its
 * own figure (docs/decisions/0013-delivery-fee-known-and-fixed.md,
 * docs/decisions/0130-fee-before-checkout.md).
 */
import type { Product } from "../../lib/types";
import { useDefaultWeights, useSettings } from "../../offline/hooks";
import {
  type DeliveryQuote,
  quoteDelivery,
  unitWeightKg,
  type WeighedLine,
  zonesOrDefault,
} from "../../shared/delivery";
import type { CartReview } from "../cart/cart-logic";

/** What the fee weighs: a product (the catalogue's current copy) and how many of it. */
export interface ParcelLine {
  product: Product;
  quantity: number;
}

/** The reviewed cart as parcel lines, each with the catalogue's current product. */
export function cartParcel(review: CartReview): ParcelLine[] {
  return review.lines.map((line) => ({
    product: line.current ?? line.item.product,
    quantity: line.item.quantity,
  }));
}

/**
 * What delivery of `parcel` to `district` costs, now; `weighed` are lines of known weight
 * beside the products (a quoted item, ./use-checkout-quote.ts).
 */
export function useParcelQuote(
  parcel: readonly ParcelLine[],
  district: string,
  weighed: readonly WeighedLine[] = [],
): DeliveryQuote {
  const settings = useSettings();
  const defaults = useDefaultWeights([...new Set(parcel.map((l) => l.product.subcategoryId))]);
  return quoteDelivery({
    district,
    lines: [
      ...parcel.map(({ product, quantity }) => ({
        quantity,
        weightKg: unitWeightKg(product.weightGrams, () => defaults?.get(product.subcategoryId)),
      })),
      ...weighed,
    ],
    zones: zonesOrDefault(settings.deliveryZones),
    freeShippingUntil: settings.freeShippingUntil,
    nowMs: Date.now(),
  });
}

/** What delivery to `district` costs for the reviewed cart (and `weighed` lines), now. */
export function useDeliveryQuote(
  review: CartReview,
  district: string,
  weighed: readonly WeighedLine[] = [],
): DeliveryQuote {
  return useParcelQuote(cartParcel(review), district, weighed);
}
