/** /admin → Delivery's zones as typed: each district in one zone, messages beside their zone. */
import { describe, expect, it } from "vitest";
import { checkZones, tickDistrict, toZoneDraft } from "../../src/features/admin/zones-draft";
import { DEFAULT_DELIVERY_ZONES } from "../../src/shared/delivery";

const drafts = () => DEFAULT_DELIVERY_ZONES.map(toZoneDraft);

describe("delivery zones as the owner edits them", () => {
  it("saves the seeded zones as numbers", () => {
    const check = checkZones(drafts());
    expect(check.ok && check.zones[0]?.baseFee).toBe(350);
  });

  it("moves a ticked district out of the zone that had it", () => {
    const moved = tickDistrict(drafts(), 0, "Gampaha", true);
    expect(moved[0]?.districts).toEqual(["Colombo", "Gampaha"]);
    expect(moved[1]?.districts).toEqual(["Kalutara"]);
  });

  it("puts each message beside its zone and field", () => {
    const zones = drafts();
    zones[1] = { ...(zones[1] as (typeof zones)[0]), baseFee: "lots", districts: ["Colombo"] };
    const check = checkZones(zones);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors["1.baseFee"]).toBe("The base fee must be a number.");
    expect(check.errors["1"]).toBe("Colombo is in two zones (Colombo and Colombo suburbs).");
  });

  it("says above the zones which districts no zone delivers to", () => {
    const zones = drafts().slice(0, 2);
    const check = checkZones(zones);
    expect(!check.ok && check.errors[""]).toMatch(/^No zone delivers to [A-Z][a-z]+, /);
  });
});
