/**
 * The page-shell drift test (./page-shell.test.ts) in Sinhala and Tamil: the server draws a
 * shopper's first screen in their language
 * (docs/decisions/0030-first-screen-in-the-shoppers-language.md), from the browser's languages on a
 * first visit and from the `lang` cookie once chosen, and the app then renders the same texts,
 * numbers and prices in the same places, so nothing visible changes when it takes over.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import { DESKTOP, PHONE } from "./browser";
import { appCardsReady, browser, SCREENS, server, withOwnServer } from "./fixture";
import { normalizedMarkup } from "./normalized-markup";
import { waitForServiceWorker } from "./service-worker";

withOwnServer({ demo: true });

const LANGUAGES = [
  { code: "si", locale: "si-LK", messages: si as Record<string, string> },
  { code: "ta", locale: "ta-LK", messages: ta as Record<string, string> },
] as const;
// what the server cannot know (./page-shell.test.ts): the real tree and chips, the brands, more
const FRAME = {
  opaque: [".category-tree", ".category-chips", "select", "[data-shell=grid]"],
  dropped: [".products__more"],
};
const CARD = { opaque: [".add-button"] };

/** A fresh device whose browser speaks `locale` first, scripts on or off. */
async function firstVisit(
  viewport: { width: number; height: number },
  locale: string,
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({
    viewport,
    locale,
    javaScriptEnabled,
    serviceWorkers: "block",
  });
  return { context, page: await context.newPage() };
}

/** The visible texts of the header and the home hero, one string each. */
const homeTexts = (page: Page, root: string) =>
  page
    .locator(`${root} :is(.site-header, .hero)`)
    .evaluateAll((parts) =>
      parts
        .filter((part) => (part as HTMLElement).offsetParent !== null)
        .map((part) => (part as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
    );

describe("the first screen in Sinhala and Tamil", () => {
  for (const { code, locale, messages } of LANGUAGES) {
    for (const [label, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      it(`draws /products in ${code} as the app then renders it (${label})`, async () => {
        const shell = await firstVisit(viewport, locale, false);
        await shell.page.goto(`${server.url}/products`);
        await shell.page.screenshot({
          path: `${SCREENS}/page-shell-products-${code}-${label}.png`,
        });
        expect(await shell.page.getAttribute("html", "lang")).toBe(code);
        const frame = await normalizedMarkup(shell.page, "[data-page-shell] .products", FRAME);
        const cards = await normalizedMarkup(
          shell.page,
          "[data-page-shell] .product-grid > li",
          CARD,
        );
        await shell.context.close();
        expect(frame).toHaveLength(1);
        expect(frame[0]).toContain(messages["Sort by"]);
        expect(cards.length).toBeGreaterThan(3);

        const app = await firstVisit(viewport, locale);
        await app.page.goto(`${server.url}/products`);
        await appCardsReady(app.page);
        await app.page.screenshot({
          path: `${SCREENS}/page-shell-products-${code}-app-${label}.png`,
        });
        expect(await normalizedMarkup(app.page, "main .products", FRAME)).toEqual(frame);
        const appCards = await normalizedMarkup(app.page, "main .product-grid > li", CARD);
        expect(appCards.slice(0, cards.length)).toEqual(cards);
        await app.context.close();
      });

      it(`draws the home's header and hero in ${code} as the app then renders them (${label})`, async () => {
        const shell = await firstVisit(viewport, locale, false);
        await shell.page.goto(`${server.url}/`);
        await shell.page.screenshot({ path: `${SCREENS}/page-shell-home-${code}-${label}.png` });
        const drawn = await homeTexts(shell.page, ".boot-shell");
        await shell.context.close();
        expect(drawn).toHaveLength(2);
        // Sinhala or Tamil letters, not the English header
        expect(drawn.join(" ")).toMatch(code === "si" ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);

        const app = await firstVisit(viewport, locale);
        await app.page.goto(`${server.url}/`);
        await app.page.locator("main .hero__title").waitFor();
        await app.page.screenshot({ path: `${SCREENS}/page-shell-home-${code}-app-${label}.png` });
        // the app's header adds what the boot header leaves out (its menus): the same words first
        const [header, hero] = await homeTexts(app.page, "#root");
        expect(header).toContain(drawn[0]);
        expect(hero).toBe(drawn[1]);
        await app.context.close();
      });
    }
  }

  it.each(LANGUAGES)(
    "draws English words with their own spaces on a first visit in $code, before and after the app",
    async ({ code, locale }) => {
      const { context, page } = await firstVisit(PHONE, locale);
      await page.goto(`${server.url}/products`);
      await appCardsReady(page);
      await page.evaluate(() => document.fonts.ready);
      const cdp = await context.newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      /** The font families the browser drew the first visible `selector`'s text with. */
      const facesOf = async (selector: string) => {
        const probe = page.locator(`${selector} >> visible=true`).first();
        await probe.evaluate((element) => element.setAttribute("data-fonts-probe", ""));
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", {
          nodeId: root.nodeId,
          selector: "[data-fonts-probe]",
        });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        await probe.evaluate((element) => element.removeAttribute("data-fonts-probe"));
        return fonts.map(({ familyName }) => familyName);
      };
      // the count's word in the script comes from Noto (the check sees the face at all)
      expect(await facesOf("main [data-shell=count]")).toContain(
        code === "si" ? "Noto Sans Sinhala" : "Noto Sans Tamil",
      );
      // a product's name and the shop's, English with spaces: none of it from Noto's subset
      for (const selector of [".site-header .logo__text", "main .product-card__name a"])
        expect(await facesOf(selector)).not.toContainEqual(expect.stringMatching(/Sinhala|Tamil/));
      await context.close();
    },
  );

  it("draws in the language chosen on the device, whatever the browser speaks", async () => {
    const { context, page } = await firstVisit(PHONE, "en-US");
    await page.goto(`${server.url}/products`);
    await appCardsReady(page);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    // the choice, as the language menu stores it; the app tells the server at its next start
    await page.evaluate(() => localStorage.setItem("shop-language", "ta"));
    await page.reload();
    await appCardsReady(page);
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie).toMatchObject({ value: "ta", path: "/", sameSite: "Lax" });
    const response = await page.goto(`${server.url}/products`);
    expect(await response?.text()).toContain('<html lang="ta">');
    expect(response?.headers().vary).toMatch(/Cookie, Accept-Language/);
    await context.close();
  });

  it("serves an installed device's page in its chosen language from the service worker, offline", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${server.url}/products`);
    await appCardsReady(page);
    await waitForServiceWorker(page);
    const offlinePage = async () => {
      await context.setOffline(true);
      const response = await page.goto(`${server.url}/about`);
      await context.setOffline(false);
      expect(response?.fromServiceWorker()).toBe(true);
      return (await response?.text())?.match(/<html lang="(\w+)"/)?.[1];
    };
    await page.evaluate(() => localStorage.setItem("shop-language", "si"));
    await page.reload();
    await appCardsReady(page);
    expect(await offlinePage()).toBe("si");
    // no choice on the device: the browser's language, as the server would
    await page.evaluate(() => localStorage.removeItem("shop-language"));
    await page.reload();
    await page.locator("main").waitFor();
    expect(await offlinePage()).toBe("en");
    await context.close();
  });
});
