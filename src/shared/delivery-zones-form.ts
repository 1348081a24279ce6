/**
 * The owner's delivery zones as the settings form checks them
 * (docs/decisions/0013-delivery-fee-known-and-fixed.md), one copy for /admin and the server's
 * settings hook: every district delivered by exactly one zone (a zone with no districts takes all
 * the others), fees in whole rupees, a base weight above zero. Cash on delivery is a switch per
 * zone. No zones at all means the seeded ones (src/shared/delivery.ts zonesOrDefault), as in a
 * settings record made without them.
 */
import * as v from "valibot";
import { DISTRICT_NAMES } from "./places";
import { lineText } from "./text";

export const MAX_DELIVERY_ZONES = 10;
const MAX_FEE = 100_000;

const rupees = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be whole rupees.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(MAX_FEE, `${label} must be at most ${MAX_FEE} rupees.`),
  );

export const deliveryZoneSchema = v.object({
  key: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]{1,30}$/, "A zone's key is 1-30 lowercase letters, digits or dashes."),
  ),
  name: v.pipe(
    lineText(),
    v.nonEmpty("Name each delivery zone."),
    v.maxLength(60, "A zone's name must be at most 60 characters."),
  ),
  districts: v.array(
    v.picklist(DISTRICT_NAMES as string[], "Choose each district of a zone from the list."),
  ),
  baseFee: rupees("The base fee"),
  baseWeightKg: v.pipe(
    v.number("The base weight must be a number."),
    v.gtValue(0, "The base weight must be above 0 kg."),
    v.maxValue(100, "The base weight must be at most 100 kg."),
  ),
  extraKgFee: rupees("The fee per extra kg"),
  cashOnDelivery: v.boolean(),
});

/** Why a set of zones cannot price every district, or "" when it can. */
export function zonesProblem(zones: readonly { name: string; districts: string[] }[]): string {
  const seen = new Map<string, string>();
  for (const zone of zones) {
    for (const district of zone.districts) {
      const other = seen.get(district);
      if (other !== undefined) return `${district} is in two zones (${other} and ${zone.name}).`;
      seen.set(district, zone.name);
    }
  }
  const catchAll = zones.filter((zone) => zone.districts.length === 0);
  if (catchAll.length > 1) return "Only one zone may have no districts (the rest of the island).";
  const missing = DISTRICT_NAMES.filter((district) => !seen.has(district));
  if (catchAll.length === 0 && missing.length > 0) {
    return `No zone delivers to ${missing.join(", ")}: add them to a zone, or leave one zone's districts empty for the rest of the island.`;
  }
  return "";
}

/** The zones; an empty list stands for the seeded ones (DEFAULT_DELIVERY_ZONES). */
export const deliveryZonesSchema = v.pipe(
  v.array(deliveryZoneSchema),
  v.maxLength(MAX_DELIVERY_ZONES, `At most ${MAX_DELIVERY_ZONES} delivery zones.`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.length === 0) return;
    const problem = zonesProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);
