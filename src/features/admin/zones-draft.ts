/**
 * The delivery zones as /admin → Delivery edits them: fees as typed (strings), checked with the
 * settings hook's own rule (src/shared/delivery-zones-form.ts) so each message shows beside its
 * zone and field before anything is sent. Ticking a district another zone has moves it, so each
 * district stays in exactly one zone.
 */
import * as v from "valibot";
import type { DeliveryZone } from "../../shared/delivery";
import { deliveryZoneSchema, zoneProblemAt } from "../../shared/delivery-zones-form";

export interface ZoneDraft {
  key: string;
  name: string;
  districts: string[];
  baseFee: string;
  baseWeightKg: string;
  extraKgFee: string;
  cashOnDelivery: boolean;
}

export const toZoneDraft = (zone: DeliveryZone): ZoneDraft => ({
  ...zone,
  baseFee: String(zone.baseFee),
  baseWeightKg: String(zone.baseWeightKg),
  extraKgFee: String(zone.extraKgFee),
});

/** A new zone with a key no other zone has. */
export function newZone(zones: readonly ZoneDraft[]): ZoneDraft {
  let n = zones.length + 1;
  while (zones.some((zone) => zone.key === `zone-${n}`)) n++;
  return {
    key: `zone-${n}`,
    name: "",
    districts: [],
    baseFee: "",
    baseWeightKg: "1",
    extraKgFee: "",
    cashOnDelivery: false,
  };
}

/** `district` ticked in zone `index` (taken from any other) or unticked. */
export function tickDistrict(
  zones: readonly ZoneDraft[],
  index: number,
  district: string,
  on: boolean,
): ZoneDraft[] {
  return zones.map((zone, i) => {
    const rest = zone.districts.filter((d) => d !== district);
    return { ...zone, districts: i === index && on ? [...rest, district] : rest };
  });
}

const amount = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

export type ZoneErrors = Record<string, string>;

/**
 * The zones ready to save, or the messages: "2.baseFee" beside a field of the third zone,
 * "2" beside the third zone as a whole, "" above them all.
 */
export function checkZones(
  drafts: readonly ZoneDraft[],
): { ok: true; zones: DeliveryZone[] } | { ok: false; errors: ZoneErrors } {
  const errors: ZoneErrors = {};
  const zones: DeliveryZone[] = [];
  for (const [index, draft] of drafts.entries()) {
    const result = v.safeParse(deliveryZoneSchema, {
      ...draft,
      baseFee: amount(draft.baseFee),
      baseWeightKg: amount(draft.baseWeightKg),
      extraKgFee: amount(draft.extraKgFee),
    });
    if (result.success) zones.push(result.output);
    else
      for (const issue of result.issues) {
        errors[`${index}.${v.getDotPath(issue)?.split(".")[0] ?? ""}`] ??= issue.message;
      }
  }
  const problem = zoneProblemAt(drafts);
  if (problem) errors[problem.index < 0 ? "" : String(problem.index)] = problem.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, zones };
}
