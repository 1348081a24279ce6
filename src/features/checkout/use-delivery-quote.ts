/**
 * The delivery fee the checkout shows before Place order: the same rule the server runs
 * (src/shared/delivery.ts) on the device's copy of the settings and the catalogue, so it is
 * there offline too. The server computes it again and stores its own figure
 * (docs/decisions/0013-delivery-fee-known-and-fixed.md).
 */
import { useDefaultWeights, useSettings } from "../../offline/hooks";
import {
  type DeliveryQuote,
  quoteDelivery,
  unitWeightKg,
  zonesOrDefault,
} from "../../shared/delivery";
import type { CartReview } from "../cart/cart-logic";

/** What delivery to `district` costs for the reviewed cart, now. */
export function useDeliveryQuote(review: CartReview, district: string): DeliveryQuote {
  const settings = useSettings();
  const products = review.lines.map((line) => line.current ?? line.item.product);
  const defaults = useDefaultWeights([...new Set(products.map((p) => p.subcategoryId))]);
  return quoteDelivery({
    district,
    lines: review.lines.map((line) => {
      const product = line.current ?? line.item.product;
      const weightKg = unitWeightKg(product.weightGrams, () =>
        defaults?.get(product.subcategoryId),
      );
      return { quantity: line.item.quantity, weightKg };
    }),
    zones: zonesOrDefault(settings.deliveryZones),
    freeShippingUntil: settings.freeShippingUntil,
    nowMs: Date.now(),
  });
}
