import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryTimer } from "../../src/lib/retry-timer";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("retryTimer", () => {
  it("waits 2 s, then twice as long after each failure, at most 60 s", () => {
    const attempt = vi.fn();
    const retry = retryTimer(attempt);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      retry.later();
      const before = attempt.mock.calls.length;
      let waited = 0;
      while (attempt.mock.calls.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it("a success starts again at 2 s and drops the attempt waiting; a stop ends it", () => {
    const attempt = vi.fn();
    const retry = retryTimer(attempt);
    retry.later();
    retry.later();
    retry.reset();
    vi.advanceTimersByTime(10_000);
    expect(attempt).not.toHaveBeenCalled();
    retry.later();
    vi.advanceTimersByTime(2000);
    expect(attempt).toHaveBeenCalledTimes(1);
    retry.later();
    retry.stop();
    retry.later();
    vi.advanceTimersByTime(120_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
