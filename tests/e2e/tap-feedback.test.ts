/**
 * A tap answers in its own frame (docs/decisions/0023-taps-answer-at-once.md): the chip a shopper
 * taps is pressed at once, the cards on screen stay (dimmed as busy) until the next choice's
 * cards replace them, and the grid never blinks to placeholders; a tapped card (or its Options
 * button) dims the card before its page opens. How fast is the taps benchmark's business (`npm run bench -- taps`); this test
 * checks what the shopper sees, frame by frame.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, PHONE } from "./browser";
import { appCardsReady, browser, withBrowser } from "./fixture";

const appUrl = inject("appUrl");
withBrowser();

/**
 * Records, on every animation frame from now on, what the grid and the chips show: whether a
 * placeholder card is on screen, the grid's busy state, the first card's id and the pressed chip.
 */
function recordFrames(page: Page) {
  return page.evaluate(() => {
    const frames: { placeholders: number; busy: boolean; first: string; pressed: string }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = () => {
      const grid = document.querySelector("main .product-grid");
      frames.push({
        placeholders: document.querySelectorAll("main .placeholder-card").length,
        busy: grid?.getAttribute("aria-busy") === "true",
        first: document.querySelector("main .product-card")?.getAttribute("data-product-id") ?? "",
        pressed:
          document.querySelector('.category-chips .chip--category[aria-pressed="true"]')
            ?.textContent ?? "",
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const frames = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __frames: Record<string, string | number | boolean>[] }).__frames,
  );

describe("a tap answers in its own frame", () => {
  it("presses the category chip at once and swaps the cards once, never through placeholders", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const before = await page.locator("main .product-card").first().getAttribute("data-product-id");
    const chip = page.locator(".category-chips .chip--category").nth(2);
    const name = (await chip.textContent()) ?? "";
    await recordFrames(page);
    await chip.click();
    await expect
      .poll(() => page.locator("main .product-card").first().getAttribute("data-product-id"))
      .not.toBe(before);
    // two more frames, so the recording holds the frame that drew the new cards
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const seen = await frames(page);
    // never a frame of placeholder cards between the two categories' cards
    expect(seen.filter((f) => Number(f.placeholders) > 0)).toEqual([]);
    // the chip was pressed before (or when) the new cards came: the tap's own answer
    const firstPressed = seen.findIndex((f) => f.pressed === name);
    const firstNewCards = seen.findIndex((f) => f.first !== before);
    expect(firstPressed).toBeGreaterThanOrEqual(0);
    expect(firstNewCards).toBeGreaterThanOrEqual(0);
    expect(firstPressed).toBeLessThanOrEqual(firstNewCards);
    // once the new cards are in, the grid is no longer busy
    await expect
      .poll(() => page.locator("main .product-grid").getAttribute("aria-busy"))
      .toBe(null);
    expect(await page.locator("#grid-title").textContent()).toBe(name);
    await context.close();
  });

  it("dims a tapped card, then opens its page", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const link = page.locator("main .product-card__name a").first();
    const name = (await link.textContent()) ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toContain("/product-details?id=");
    await page.evaluate(() => {
      const card = document.querySelector("main .product-card");
      (window as unknown as { __dimmed: boolean }).__dimmed = false;
      new MutationObserver(() => {
        if (card?.classList.contains("is-opening"))
          (window as unknown as { __dimmed: boolean }).__dimmed = true;
      }).observe(card as Element, { attributes: true });
    });
    await link.click();
    await page.waitForURL(/\/product-details\?id=/);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { __dimmed: boolean }).__dimmed)).toBe(
      true,
    );
    await context.close();
  });

  it("dims a card whose Options button is tapped, then opens its page", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/products`);
    await appCardsReady(page);
    const card = page
      .locator("main .product-card")
      .filter({ has: page.locator("button", { hasText: "Options" }) })
      .first();
    const name = (await card.locator(".product-card__name").textContent()) ?? "";
    await card.evaluate((element) => {
      (window as unknown as { __dimmed: boolean }).__dimmed = false;
      new MutationObserver(() => {
        if (element.classList.contains("is-opening"))
          (window as unknown as { __dimmed: boolean }).__dimmed = true;
      }).observe(element, { attributes: true });
    });
    await card.locator("button", { hasText: "Options" }).click();
    await page.waitForURL(/\/product-details\?id=/);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { __dimmed: boolean }).__dimmed)).toBe(
      true,
    );
    await context.close();
  });
});
