/**
 * /admin's tabs on a 390 px phone: every screen the owner has is one or two taps away (the
 * occasional ones behind "More"), none is off-screen, and nothing scrolls sideways; staff see
 * their four tabs and "More" with Customers only. Screenshots go to .tmp/screens.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createStaff, signInToAdmin } from "./admin-steps";
import { openPage, PHONE } from "./browser";
import { browser, SCREENS, withOwnServer } from "./fixture";

withOwnServer();

const OWNER_TABS = [
  "Today",
  "Orders",
  "Messages",
  "Catalogue",
  "Customers",
  "Categories",
  "Delivery",
  "Prices",
  "Settings",
  "Staff",
];

/** Each link of the admin's navigation that is visible, with whether it sits inside the view. */
function visibleTabs(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Admin"]');
    return [...(nav?.querySelectorAll("a") ?? [])]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => {
        const box = link.getBoundingClientRect();
        const inside = box.left >= 0 && box.right <= window.innerWidth && box.height >= 44;
        return { name: link.textContent?.trim() ?? "", inside };
      });
  });
}

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

describe("/admin's tabs at 390 px", () => {
  it("reach every owner screen without scrolling sideways", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    const daily = await visibleTabs(page);
    expect(daily.map((t) => t.name)).toEqual(OWNER_TABS.slice(0, 4));
    expect(daily.every((t) => t.inside)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await nav.getByRole("button", { name: "More" }).click();
    const all = await visibleTabs(page);
    expect(all.map((t) => t.name)).toEqual(OWNER_TABS);
    expect(all.filter((t) => !t.inside)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(SCREENS, "admin-tabs-more-phone.png") });

    await page.keyboard.press("Escape");
    expect(await nav.getByRole("link", { name: "Staff" }).isVisible()).toBe(false);
    // Each occasional screen opens from the menu, which then names it and closes.
    for (const name of OWNER_TABS.slice(4)) {
      await nav.getByRole("button", { expanded: false }).click();
      await nav.getByRole("link", { name }).click();
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      expect(await nav.getByRole("button", { name }).getAttribute("aria-current")).toBe("page");
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }
    await page.screenshot({ path: path.join(SCREENS, "admin-tabs-phone.png") });

    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await visibleTabs(page)).map((t) => t.name)).toEqual(OWNER_TABS);
    await page.screenshot({ path: path.join(SCREENS, "admin-tabs-desktop.png") });
    await context.close();
  });

  it("give staff their four tabs and More with Customers only", async () => {
    const staff = await createStaff("Sunil Jayasuriya");
    const { context, page } = await openPage(browser, PHONE);
    await signInToAdmin(page, staff);
    const tabs = await visibleTabs(page);
    expect(tabs.map((t) => t.name)).toEqual(OWNER_TABS.slice(0, 4));
    expect(tabs.every((t) => t.inside)).toBe(true);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("button", { name: "More" }).click();
    const all = await visibleTabs(page);
    expect(all.map((t) => t.name)).toEqual([...OWNER_TABS.slice(0, 4), "Customers"]);
    expect(all.every((t) => t.inside)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
