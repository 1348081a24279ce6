/**
 * The delivery fee rules (src/shared/delivery.ts), which the order summary shows before Place
 * order and the server recomputes for every order: zones by district, a base fee up to a
 * weight and each started kilogram above it, the free-shipping window, cash on delivery.
 */
import { describe, expect, it } from "vitest";
import {
  amountsDue,
  parcelWeightKg,
  quoteDelivery,
  unitWeightKg,
  DEFAULT_DELIVERY_ZONES as ZONES,
  zoneFee,
  zoneFor,
} from "../../src/shared/delivery";
import {
  DISTRICT_NAMES,
  districtsOf,
  PROVINCE_NAMES,
  provinceOf,
  townsOf,
} from "../../src/shared/places";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const quote = (district: string, weightKg: number, freeShippingUntil = "") =>
  quoteDelivery({
    district,
    lines: [{ quantity: 1, weightKg }],
    zones: ZONES,
    freeShippingUntil,
    nowMs: NOW,
  });

describe("delivery zones", () => {
  it("put Colombo, its suburbs and every other district in their zones", () => {
    expect(zoneFor("Colombo", ZONES)?.key).toBe("colombo");
    expect(zoneFor("Gampaha", ZONES)?.key).toBe("suburbs");
    expect(zoneFor("Kalutara", ZONES)?.key).toBe("suburbs");
    for (const district of ["Jaffna", "Kandy", "Galle", "Monaragala"]) {
      expect(zoneFor(district, ZONES)?.key).toBe("island");
    }
    expect(
      zoneFor(
        "Colombo",
        ZONES.filter((z) => z.key === "colombo"),
      )?.key,
    ).toBe("colombo");
    expect(
      zoneFor(
        "Jaffna",
        ZONES.filter((z) => z.key === "colombo"),
      ),
    ).toBeUndefined();
  });
});

describe("the fee", () => {
  it("is the base fee up to the base weight, plus each started kilogram above it", () => {
    const colombo = zoneFor("Colombo", ZONES) as (typeof ZONES)[number];
    expect(zoneFee(colombo, 0.3)).toBe(350);
    expect(zoneFee(colombo, 1)).toBe(350);
    expect(zoneFee(colombo, 1.01)).toBe(430);
    expect(zoneFee(colombo, 2)).toBe(430);
    expect(zoneFee(colombo, 3.5)).toBe(350 + 3 * 80);
  });

  it("weighs a unit by its own weight, else its subcategory's, asking for that only when needed", () => {
    const unasked = () => {
      throw new Error("the subcategory was looked up for a product with its own weight");
    };
    expect(unitWeightKg(250, unasked)).toBe(0.25);
    expect(unitWeightKg(0, () => 800)).toBe(0.8);
    expect(unitWeightKg(-5, () => 800)).toBe(0.8);
    expect(unitWeightKg(0, () => undefined)).toBe(0);
    expect(unitWeightKg(0, () => -100)).toBe(0);
  });

  it("weighs each unit, with 0.5 kg where no weight is known", () => {
    expect(
      parcelWeightKg([
        { quantity: 3, weightKg: 0.2 },
        { quantity: 2, weightKg: 0 },
      ]),
    ).toBe(1.6);
    expect(parcelWeightKg([])).toBe(0);
  });

  it("depends on the district: Jaffna costs more than Colombo", () => {
    expect(quote("Colombo", 1)).toMatchObject({ kind: "fee", amount: 350 });
    expect(quote("Jaffna", 1)).toMatchObject({ kind: "fee", amount: 450 });
    expect(quote("Jaffna", 2.5)).toMatchObject({ kind: "fee", amount: 450 + 2 * 120 });
    expect(quote("", 1)).toEqual({ kind: "unknown" });
  });

  it("is free while free shipping lasts (its end included), then the zone's", () => {
    expect(quote("Jaffna", 1, "2026-11-23 12:00:00.000Z")).toMatchObject({
      kind: "free",
      amount: 0,
    });
    expect(quote("Jaffna", 1, "2026-11-30T00:00:00Z")).toMatchObject({ kind: "free", amount: 0 });
    expect(quote("Jaffna", 1, "2026-11-23 11:59:59.999Z")).toMatchObject({ kind: "fee" });
    expect(quote("Jaffna", 1, "not a date")).toMatchObject({ kind: "fee" });
  });
});

describe("what is paid when", () => {
  it("by bank: half in advance (rounded up), the rest to the courier; cash: all on delivery", () => {
    expect(amountsDue(4501, "bank")).toEqual({ advance: 2251, onDelivery: 2250 });
    expect(amountsDue(4501, "cod")).toEqual({ advance: 0, onDelivery: 4501 });
  });
});

describe("places", () => {
  it("hold the 9 provinces and 25 districts, each district in one province", () => {
    expect(PROVINCE_NAMES).toHaveLength(9);
    expect(DISTRICT_NAMES).toHaveLength(25);
    expect(PROVINCE_NAMES.flatMap(districtsOf).sort()).toEqual([...DISTRICT_NAMES]);
    expect(provinceOf("Jaffna")).toBe("Northern");
    expect(districtsOf("Western")).toEqual(["Colombo", "Gampaha", "Kalutara"]);
  });

  it("give each district its towns with five-digit postal codes", () => {
    for (const district of DISTRICT_NAMES) {
      const towns = townsOf(district);
      expect(towns.length, district).toBeGreaterThan(0);
      for (const town of towns) expect(town.postalCode, town.name).toMatch(/^\d{5}$/);
    }
    expect(townsOf("Jaffna")).toContainEqual({ name: "Jaffna", postalCode: "40000" });
  });
});
