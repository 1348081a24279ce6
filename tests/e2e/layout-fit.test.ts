/**
 * Small layout promises, checked on bounding boxes in real Chromium: the floating cart never
 * covers a card's price or button, "Max 5 reached" fits on one line of a phone's card, and the
 * header's offline, outbox and install buttons leave the shop name its full width.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE } from "./browser";
import { appCardsReady, browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();
withBrowser();

/** A card whose button adds at once (no options to choose). */
const plainAddButton = (page: Page) =>
  page
    .locator(".product-card .add-button__button", {
      has: page.locator("span", { hasText: /^Add$/ }),
    })
    .first();

/**
 * Scrolls the page top to bottom in steps; at each stop, the floating cart's box (when shown)
 * against every card price and button in view. Returns the overlaps found and the stops where
 * the floating cart showed.
 */
function floatingCartOverlaps(page: Page) {
  return page.evaluate(() => {
    const overlaps: string[] = [];
    let shown = 0;
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end + 100; y += 100) {
      window.scrollTo(0, Math.min(y, end));
      const fab = document.querySelector(".floating-cart")?.getBoundingClientRect();
      if (!fab || fab.width === 0) continue;
      shown++;
      for (const el of document.querySelectorAll(
        ".product-card .price, .product-card .add-button",
      )) {
        if (hit(fab, el.getBoundingClientRect())) overlaps.push(`${Math.min(y, end)}`);
      }
    }
    return { overlaps, shown };
  });
}

describe("layout fit", () => {
  it("the floating cart never covers a card's price or button, phone or wide desktop", async () => {
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${appUrl}/home`);
      await appCardsReady(page);
      const { overlaps, shown } = await floatingCartOverlaps(page);
      expect(overlaps, `${viewport.width}px`).toEqual([]);
      // where there is a gutter beside the content, the floating cart is there
      if (viewport.width >= 1360) expect(shown).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('"Max 5 reached" fits on one line of a phone\'s card', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const button = plainAddButton(page);
    const id = await button.evaluate((el) =>
      el.closest(".product-card")?.getAttribute("data-product-id"),
    );
    for (let i = 0; i < 5; i++) await button.click();
    const label = page.locator(`.product-card[data-product-id="${id}"] .add-button__button span`);
    await expect.poll(() => label.textContent()).toBe("Max 5 reached");
    const fit = await label.evaluate((span) => {
      const button = span.parentElement as HTMLElement;
      // the span is a flex item (one box); its text's line boxes tell the lines
      const range = document.createRange();
      range.selectNodeContents(span);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        lines: tops.size,
        clipped: button.scrollWidth > button.clientWidth,
      };
    });
    expect(fit).toEqual({ lines: 1, clipped: false });
    await context.close();
  });

  it("the offline, outbox and install buttons leave the shop name whole on a phone", async () => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await page.goto(`${appUrl}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Ayesha Silva");
    await page.getByLabel("Email", { exact: true }).fill("layout-fit@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Header room");
    await page.getByLabel("Message", { exact: true }).fill("Queued while offline.");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Saved on this device").waitFor();
    // The browser's install offer, as Chromium sends it to an installable app.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt"), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
    });
    const header = page.locator("header.site-header");
    for (const shown of [".offline-indicator", ".outbox-indicator__button", ".install-button"]) {
      await header.locator(shown).waitFor();
    }
    const name = await header.locator(".logo__text").evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { cut: el.scrollWidth > el.clientWidth, inView: box.right <= window.innerWidth };
    });
    expect(name).toEqual({ cut: false, inView: true });
    await context.close();
  });
});
