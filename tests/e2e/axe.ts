/**
 * axe-core in the page: the serious and critical findings the accessibility tests count, and
 * headings that skip a level (moderate for axe, but a screen reader's outline of the page and
 * a Lighthouse accessibility point).
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // every rule still runs; only the violations are reported node by node (the passes were
    // 0.1-0.5 s of each 1.4-4 s call here, and nothing reads them)
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself. The default runs each frame's part there, then opens a blank
    // page to merge the parts, which loads axe again: 1.3 s of CPU a call against 0.8 s, with the
    // same findings on every screen tried. The shop's pages have no frames (its CSP allows none
    // from elsewhere), the one thing legacy mode would not reach.
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
