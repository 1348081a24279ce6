import { noCashOnDeliveryIn, noDeliveryTo, PAYMENT_METHOD_REQUIRED } from "./delivery-texts";
import { advanceDue } from "./orders";

/**
 * The delivery fee, known before Place order (docs/decisions/0013-delivery-fee-known-and-fixed.md):
 * one copy for the order summary, the cart and the server, which recomputes it for every order and
 * stores it (a fee the client sends is never read). Couriers in Sri Lanka charge by zone and
 * weight: the owner sets each zone's districts, a base fee up to a weight, and a fee per started
 * extra kilogram, in settings; products weigh what the owner says, else their subcategory's
 * default. While free shipping lasts (settings.freeShippingUntil) delivery is "Free (Air Cargo)".
 */

export interface DeliveryZone {
  /** a stable key, e.g. "colombo" */
  key: string;
  /** what the owner and the shopper read, e.g. "Colombo" */
  name: string;
  /** the districts of the zone; an empty list takes every district no other zone names */
  districts: string[];
  /** LKR for a parcel up to `baseWeightKg` */
  baseFee: number;
  baseWeightKg: number;
  /** LKR for each started kilogram above `baseWeightKg` */
  extraKgFee: number;
  /** whether the shopper may choose cash on delivery in this zone */
  cashOnDelivery: boolean;
}

/** What a zone costs when the owner has set nothing: typical Sri Lankan courier rates. */
export const DEFAULT_DELIVERY_ZONES: DeliveryZone[] = [
  {
    key: "colombo",
    name: "Colombo",
    districts: ["Colombo"],
    baseFee: 350,
    baseWeightKg: 1,
    extraKgFee: 80,
    cashOnDelivery: false,
  },
  {
    key: "suburbs",
    name: "Colombo suburbs",
    districts: ["Gampaha", "Kalutara"],
    baseFee: 400,
    baseWeightKg: 1,
    extraKgFee: 100,
    cashOnDelivery: false,
  },
  {
    key: "island",
    name: "Rest of the island",
    districts: [],
    baseFee: 450,
    baseWeightKg: 1,
    extraKgFee: 120,
    cashOnDelivery: false,
  },
];

/** A product with no weight of its own and none from its subcategory. */
export const DEFAULT_ITEM_WEIGHT_KG = 0.5;

/** The zone that delivers to `district`: the one naming it, else the one naming none. */
export function zoneFor(
  district: string,
  zones: readonly DeliveryZone[],
): DeliveryZone | undefined {
  return (
    zones.find((zone) => zone.districts.includes(district)) ??
    zones.find((zone) => zone.districts.length === 0)
  );
}

/**
 * A unit's weight in kg: the product's own, else its subcategory's default (asked for only
 * when needed: the server looks it up); 0 = unknown, which the parcel counts as
 * DEFAULT_ITEM_WEIGHT_KG.
 */
export function unitWeightKg(ownGrams: number, subcategoryGrams: () => number | undefined): number {
  if (ownGrams > 0) return ownGrams / 1000;
  const grams = subcategoryGrams() ?? 0;
  return grams > 0 ? grams / 1000 : 0;
}

export interface WeighedLine {
  quantity: number;
  /** the product's own weight, else its subcategory's default; 0 or less = unknown */
  weightKg: number;
}

/** The parcel's weight: every unit's weight, DEFAULT_ITEM_WEIGHT_KG where none is known. */
export function parcelWeightKg(lines: readonly WeighedLine[]): number {
  const grams = lines.reduce(
    (sum, line) =>
      sum +
      line.quantity *
        Math.round((line.weightKg > 0 ? line.weightKg : DEFAULT_ITEM_WEIGHT_KG) * 1000),
    0,
  );
  return grams / 1000;
}

/** A zone's fee for a parcel: the base fee, plus each started kilogram above its weight. */
export function zoneFee(zone: DeliveryZone, weightKg: number): number {
  const extraKg = Math.max(0, Math.ceil(weightKg - zone.baseWeightKg - 1e-9));
  return zone.baseFee + extraKg * zone.extraKgFee;
}

export type DeliveryQuote =
  /** free shipping: the fee is 0, the zone still decides whether cash on delivery is allowed */
  | { kind: "free"; amount: 0; zone: DeliveryZone }
  | { kind: "fee"; amount: number; zone: DeliveryZone }
  /** no district chosen yet, or no zone delivers there */
  | { kind: "unknown" };

/** Whether free shipping still holds at `nowMs` (its end date inclusive; unset = no). */
export function freeShippingOn(freeShippingUntil: string, nowMs: number): boolean {
  const until = Date.parse(freeShippingUntil.replace(" ", "T"));
  return !Number.isNaN(until) && nowMs <= until;
}

/** What delivery costs for `lines` to `district` at `nowMs`. */
export function quoteDelivery(options: {
  district: string;
  lines: readonly WeighedLine[];
  zones: readonly DeliveryZone[];
  freeShippingUntil: string;
  nowMs: number;
}): DeliveryQuote {
  const zone = options.district ? zoneFor(options.district, options.zones) : undefined;
  if (!zone) return { kind: "unknown" };
  if (freeShippingOn(options.freeShippingUntil, options.nowMs)) {
    return { kind: "free", amount: 0, zone };
  }
  return { kind: "fee", amount: zoneFee(zone, parcelWeightKg(options.lines)), zone };
}

export const PAYMENT_METHODS = ["bank", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The owner's zones as settings hold them; the seeded defaults while none are set. */
export function zonesOrDefault(zones: readonly DeliveryZone[] | null | undefined): DeliveryZone[] {
  return Array.isArray(zones) && zones.length > 0 ? [...zones] : DEFAULT_DELIVERY_ZONES;
}

/** Whether the shopper may choose cash on delivery for `quote`'s zone. */
export function cashOnDeliveryIn(quote: DeliveryQuote): boolean {
  return quote.kind !== "unknown" && quote.zone.cashOnDelivery;
}

/**
 * What is paid when: by bank transfer, 50% of the total in advance (rounded up to a rupee) and
 * the rest to the courier; cash on delivery, everything to the courier.
 */
export function amountsDue(
  total: number,
  method: PaymentMethod,
): { advance: number; onDelivery: number } {
  const advance = method === "cod" ? 0 : advanceDue(total);
  return { advance, onDelivery: total - advance };
}

export interface OrderDelivery {
  /** the fee the order stores (0 while free shipping lasts) */
  shipping: number;
  paymentMethod: PaymentMethod;
  zone: DeliveryZone;
}

/**
 * The server's decision for a new order (pb_hooks/lib/orders.js): the fee recomputed from the
 * owner's zones and the products' weights, and the payment method checked against the zone
 * ("" = bank transfer, as before cash on delivery existed). Refusals name the field the
 * checkout shows them on.
 */
export function decideDelivery(options: {
  district: string;
  paymentMethod: string;
  lines: readonly WeighedLine[];
  zones: readonly DeliveryZone[] | null | undefined;
  freeShippingUntil: string;
  nowMs: number;
}):
  | { ok: true; values: OrderDelivery }
  | { ok: false; field: "district" | "paymentMethod"; message: string } {
  const quote = quoteDelivery({ ...options, zones: zonesOrDefault(options.zones) });
  if (quote.kind === "unknown") {
    return { ok: false, field: "district", message: noDeliveryTo(options.district) };
  }
  const method = options.paymentMethod || "bank";
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    return { ok: false, field: "paymentMethod", message: PAYMENT_METHOD_REQUIRED };
  }
  if (method === "cod" && !quote.zone.cashOnDelivery) {
    return { ok: false, field: "paymentMethod", message: noCashOnDeliveryIn(quote.zone.name) };
  }
  return {
    ok: true,
    values: { shipping: quote.amount, paymentMethod: method as PaymentMethod, zone: quote.zone },
  };
}
