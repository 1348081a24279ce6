/**
 * The delivery fee the checkout shows before Place order: the same rule the server runs
 * (src/shared/delivery.ts) on the device's copy of the settings and the catalogue, so it is
 * there offline too. The server computes it again and stores its own figure
 * (docs/decisions/0013-delivery-fee-known-and-fixed.md).
 */
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "../../offline/db";
import { useSettings } from "../../offline/hooks";
import { type DeliveryQuote, quoteDelivery, zonesOrDefault } from "../../shared/delivery";
import type { CartReview } from "../cart/cart-logic";

/** Each subcategory's default weight in grams, for the lines' products. */
function useDefaultWeights(ids: string[]): Map<string, number> | undefined {
  return useLiveQuery(async () => {
    const found = await db().subcategories.bulkGet(ids);
    return new Map(found.flatMap((s) => (s ? [[s.id, s.defaultWeightGrams] as const] : [])));
  }, [ids.join(",")]);
}

/** What delivery to `district` costs for the reviewed cart, now. */
export function useDeliveryQuote(review: CartReview, district: string): DeliveryQuote {
  const settings = useSettings();
  const products = review.lines.map((line) => line.current ?? line.item.product);
  const defaults = useDefaultWeights([...new Set(products.map((p) => p.subcategoryId))]);
  return quoteDelivery({
    district,
    lines: review.lines.map((line) => {
      const product = line.current ?? line.item.product;
      const grams = product.weightGrams || defaults?.get(product.subcategoryId) || 0;
      return { quantity: line.item.quantity, weightKg: grams / 1000 };
    }),
    zones: zonesOrDefault(settings.deliveryZones),
    freeShippingUntil: settings.freeShippingUntil,
    nowMs: Date.now(),
  });
}
