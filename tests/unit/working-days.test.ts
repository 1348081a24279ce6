/**
 * The terms' seven Sri Lankan working days after delivery (src/shared/working-days.ts):
 * weekends and the gazetted holidays do not count, the day is Colombo's, and the last day is
 * open until its midnight in Colombo.
 */
import { describe, expect, it } from "vitest";
import {
  isWorkingDay,
  lastRefundDay,
  longDay,
  refundWindowProblem,
  sriLankaDay,
} from "../../src/shared/working-days";

/** A moment given in Colombo time ("2026-11-23T10:00"). */
const colombo = (local: string) => Date.parse(`${local}:00+05:30`);

describe("Sri Lankan working days", () => {
  it("leaves out weekends and public holidays", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29")).toBe(false); // Sunday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas, a Friday
    expect(isWorkingDay("2026-04-14")).toBe(false); // Sinhala and Tamil New Year
  });

  it("counts seven working days after the day of delivery, across a weekend", () => {
    // delivered Monday 16 Nov: Tue..Fri (4), Mon 23, Tue 24 is Il Poya, Wed 25, Thu 26
    expect(lastRefundDay(colombo("2026-11-16T15:00"))).toBe("2026-11-26");
    // delivered on a Saturday: Mon 30 Nov .. Tue 8 Dec
    expect(lastRefundDay(colombo("2026-11-28T09:00"))).toBe("2026-12-08");
  });

  it("skips the holidays: Christmas week", () => {
    // delivered Mon 21 Dec: Tue 22, (Wed 23 Unduvap Poya), Thu 24, (Fri 25 Christmas),
    // Mon 28, Tue 29, Wed 30, Thu 31, Fri 1 Jan
    expect(lastRefundDay(colombo("2026-12-21T12:00"))).toBe("2027-01-01");
  });

  it("reads the day in Colombo, not UTC", () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in Colombo
    expect(sriLankaDay(Date.parse("2026-11-27T20:00:00Z"))).toBe("2026-11-28");
    expect(lastRefundDay(Date.parse("2026-11-27T20:00:00Z"))).toBe("2026-12-08");
  });

  it("is open until midnight of the seventh working day, then names it", () => {
    const delivered = colombo("2026-11-16T15:00");
    expect(refundWindowProblem(delivered, colombo("2026-11-26T23:59"))).toBe("");
    expect(refundWindowProblem(delivered, colombo("2026-11-27T00:00"))).toBe(
      "Too late: refunds and replacements for damage are taken within seven working days of delivery, and the last day for this order was Thursday 26 November 2026.",
    );
    expect(longDay("2027-01-01")).toBe("Friday 1 January 2027");
  });
});
