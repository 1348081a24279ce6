import { describe, expect, it } from "vitest";
import { singleFlight } from "../../src/lib/single-flight";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("singleFlight", () => {
  it("runs one at a time and folds calls made during a run into one more run", async () => {
    const runs: boolean[] = [];
    let active = 0;
    let most = 0;
    const flight = singleFlight(
      async (force: boolean) => {
        active++;
        most = Math.max(most, active);
        runs.push(force);
        await tick();
        active--;
      },
      (waiting, next) => waiting || next,
    );
    const first = flight(false);
    const during = [flight(true), flight(false), flight(false)];
    await Promise.all([first, ...during]);
    expect(most).toBe(1);
    // The three calls during the first run became one run, and "force" was not lost.
    expect(runs).toEqual([false, true]);
  });

  it("shares one promise for the whole series and is idle after it", async () => {
    let count = 0;
    const flight = singleFlight(async () => {
      count++;
      await tick();
    });
    const a = flight();
    const b = flight();
    expect(a).toBe(b);
    await flight.idle();
    expect(count).toBe(2);
    await flight();
    expect(count).toBe(3);
  });
});
