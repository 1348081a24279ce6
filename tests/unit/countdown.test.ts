import { describe, expect, it } from "vitest";
import { countdownEnd, countdownParts, isFinished } from "../../src/lib/countdown";

describe("countdown", () => {
  const end = Date.parse("2026-11-10T00:00:00Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("shows zeros at and after the end, and says it is finished", () => {
    expect(countdownParts(end, end + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isFinished(end, end)).toBe(true);
    expect(isFinished(end, end - 1000)).toBe(false);
  });

  it("starts only when the end time parses (PocketBase and ISO dates)", () => {
    expect(countdownEnd("2026-11-10 00:00:00.000Z")).toBe(end);
    expect(countdownEnd("2026-11-10T00:00:00Z")).toBe(end);
    expect(countdownEnd("not a date")).toBeUndefined();
    expect(countdownEnd("")).toBeUndefined();
  });
});
