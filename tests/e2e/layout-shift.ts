/** The Layout Instability API's measure of a page load, for the layout-shift tests. */
import type { Page } from "playwright-core";

/** Sums layout-shift entries not caused by input, from the first paint on, for `ms`. */
export async function shiftOnFirstVisit(page: Page, url: string, ms = 4000): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url);
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
