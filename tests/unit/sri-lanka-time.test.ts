/** The shop's days and clock times are Colombo's (UTC+05:30), whatever the server's zone. */
import { describe, expect, it } from "vitest";
import { sriLankaDate, sriLankaDateTime, sriLankaDayStart } from "../../src/shared/sri-lanka-time";

const iso = (ms: number) => new Date(ms).toISOString();

describe("Sri Lanka time", () => {
  it("starts a day at midnight in Colombo", () => {
    // 2026-11-23 20:00 UTC is 01:30 on the 24th in Colombo
    const now = Date.parse("2026-11-23T20:00:00Z");
    expect(iso(sriLankaDayStart(now))).toBe("2026-11-23T18:30:00.000Z");
    expect(iso(sriLankaDayStart(now, 6))).toBe("2026-11-17T18:30:00.000Z");
    // 18:29 UTC is still the 23rd there
    expect(iso(sriLankaDayStart(Date.parse("2026-11-23T18:29:00Z")))).toBe(
      "2026-11-22T18:30:00.000Z",
    );
  });

  it("reads a calendar day and writes a clock time as Colombo does", () => {
    expect(iso(sriLankaDate("2026-11-24"))).toBe("2026-11-23T18:30:00.000Z");
    expect(sriLankaDate("24/11/2026")).toBeNaN();
    expect(sriLankaDateTime("2026-11-23 20:00:00.000Z")).toBe("2026-11-24 01:30");
    expect(sriLankaDateTime("")).toBe("");
  });
});
