/**
 * The server's delivery decision for a new order (decideDelivery, run by the order hook) and
 * the owner's zones as the settings form checks them: the fee recomputed from the zones and
 * weights, cash on delivery only where a zone allows it, every district priced exactly once.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DELIVERY_ZONES,
  type DeliveryZone,
  decideDelivery,
} from "../../src/shared/delivery";
import { deliveryZonesSchema } from "../../src/shared/delivery-zones-form";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const withCod = (keys: string[]): DeliveryZone[] =>
  DEFAULT_DELIVERY_ZONES.map((zone) => ({ ...zone, cashOnDelivery: keys.includes(zone.key) }));

const decide = (options: Partial<Parameters<typeof decideDelivery>[0]>) =>
  decideDelivery({
    district: "Jaffna",
    paymentMethod: "",
    lines: [{ quantity: 2, weightKg: 0.8 }],
    zones: null,
    freeShippingUntil: "",
    nowMs: NOW,
    ...options,
  });

describe("an order's delivery, as the server decides it", () => {
  it("charges the zone's fee for the parcel's weight, bank transfer by default", () => {
    expect(decide({})).toMatchObject({
      ok: true,
      values: { shipping: 450 + 120, paymentMethod: "bank", zone: { key: "island" } },
    });
    expect(decide({ district: "Colombo" })).toMatchObject({ values: { shipping: 350 + 80 } });
  });

  it("uses the owner's zones and fees, not the seeded ones, once set", () => {
    const zones = [{ ...DEFAULT_DELIVERY_ZONES[2], baseFee: 999 } as DeliveryZone];
    expect(decide({ zones })).toMatchObject({ values: { shipping: 999 + 120 } });
  });

  it("stores 0 while free shipping lasts", () => {
    expect(decide({ freeShippingUntil: "2026-11-30 00:00:00.000Z" })).toMatchObject({
      values: { shipping: 0 },
    });
  });

  it("refuses a district no zone delivers to, on the district", () => {
    const zones = DEFAULT_DELIVERY_ZONES.filter((zone) => zone.districts.length > 0);
    expect(decide({ zones })).toEqual({
      ok: false,
      field: "district",
      message: "We do not deliver to Jaffna yet.",
    });
  });

  it("allows cash on delivery only in a zone where the owner switched it on", () => {
    expect(decide({ paymentMethod: "cod" })).toEqual({
      ok: false,
      field: "paymentMethod",
      message:
        "Cash on delivery is not available in Rest of the island. Please pay by bank transfer.",
    });
    const zones = withCod(["colombo"]);
    expect(decide({ paymentMethod: "cod", zones, district: "Colombo" })).toMatchObject({
      ok: true,
      values: { paymentMethod: "cod" },
    });
    expect(decide({ paymentMethod: "cod", zones })).toMatchObject({ ok: false });
    expect(decide({ paymentMethod: "card" })).toMatchObject({ ok: false, field: "paymentMethod" });
  });
});

describe("the owner's delivery zones", () => {
  const problem = (zones: unknown) => {
    const result = v.safeParse(deliveryZonesSchema, zones);
    return result.success ? "" : result.issues[0].message;
  };

  it("accept the seeded zones", () => {
    expect(problem(DEFAULT_DELIVERY_ZONES)).toBe("");
  });

  it("refuse a district in two zones, two catch-alls, and districts no zone delivers to", () => {
    const [colombo, suburbs, island] = DEFAULT_DELIVERY_ZONES as [
      DeliveryZone,
      DeliveryZone,
      DeliveryZone,
    ];
    expect(problem([colombo, { ...suburbs, districts: ["Colombo"] }, island])).toBe(
      "Colombo is in two zones (Colombo and Colombo suburbs).",
    );
    expect(problem([colombo, { ...suburbs, districts: [] }, island])).toBe(
      "Only one zone may have no districts (the rest of the island).",
    );
    expect(problem([colombo, suburbs])).toMatch(/^No zone delivers to .*Jaffna/);
  });

  it("refuse unknown districts, negative or fractional fees and a zero base weight", () => {
    const [colombo, , island] = DEFAULT_DELIVERY_ZONES as [
      DeliveryZone,
      DeliveryZone,
      DeliveryZone,
    ];
    expect(problem([{ ...colombo, districts: ["Gotham"] }, island])).toBe(
      "Choose each district of a zone from the list.",
    );
    expect(problem([{ ...colombo, baseFee: -1 }, island])).toBe("The base fee cannot be negative.");
    expect(problem([{ ...colombo, extraKgFee: 80.5 }, island])).toBe(
      "The fee per extra kg must be whole rupees.",
    );
    expect(problem([{ ...colombo, baseWeightKg: 0 }, island])).toBe(
      "The base weight must be above 0 kg.",
    );
    // none at all stands for the seeded zones
    expect(problem([])).toBe("");
  });
});
