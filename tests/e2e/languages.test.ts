/**
 * Sinhala and Tamil (docs/decisions/0001-english-texts-are-the-keys.md): the footer's language
 * choice switches the header, a product card, the cart and a form's error, the choice survives a
 * reload and is kept in the account, and only the chosen language's font and texts download; the
 * page links the language's manifest, which names the shop in it, before and after a reload; an
 * order placed in that language shows its thank-you page and My Orders in it, and the FAQ too.
 * Screenshots of home, product, cart, checkout, thank-you, My Orders and the FAQ in each language
 * at both widths. Counts are written without making one of the browser's Intl number formats, in
 * every language. On an English page the footer draws the Sinhala and Tamil names only as it
 * comes near the screen (docs/decisions/0270-other-scripts-drawn-near-the-screen.md).
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import { NAME_MESSAGE } from "../../src/shared/validation/forms";
import { openPage, PHONE, WIDTHS, waitForLanguage } from "./browser";
import {
  admin,
  browser,
  createCustomer,
  PASSWORD,
  SCREENS,
  server,
  withOwnServer,
} from "./fixture";

withOwnServer({ demo: true });

const LANGUAGES = [
  {
    code: "si",
    catalogue: si as Record<string, string>,
    font: "Noto Sans Sinhala",
    other: "tamil",
  },
  {
    code: "ta",
    catalogue: ta as Record<string, string>,
    font: "Noto Sans Tamil",
    other: "sinhala",
  },
] as const;

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/home$/);
}

describe.each(LANGUAGES)("the shop in $code", ({ code, catalogue, font, other }) => {
  const say = (english: string) => {
    const text = catalogue[english];
    if (!text) throw new Error(`no ${code} text for "${english}"`);
    return text;
  };

  it.each(WIDTHS)("switches every screen on a %s and keeps the choice", async (width, viewport) => {
    const email = `lang-${code}-${width}-${Date.now()}@example.com`;
    const customer = await createCustomer(email, "Nimali Perera");
    const { context, page } = await openPage(browser, viewport);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await signIn(page, email);

    await page.locator(`.site-footer button[lang="${code}"]`).click();
    await waitForLanguage(page, code);
    // the installed app's name: the page links this language's manifest, which names the shop
    const manifestLink = () => page.locator('link[rel="manifest"]').getAttribute("href");
    expect(await manifestLink()).toBe(`/manifest.${code}.webmanifest`);
    const manifest = await (await fetch(`${server.url}/manifest.${code}.webmanifest`)).json();
    expect(manifest.short_name).toBe(say("Island Imports"));
    expect(manifest.name).toBe(say("Island Imports — authentic goods delivered in Sri Lanka"));
    // the header: the cart's name, and the nav links (in the menu on a phone)
    const cart = page.locator(".cart-link");
    expect(await cart.getAttribute("aria-label")).toContain(
      say("Cart, {count, plural, one {# item} other {# items}}").split(",")[0],
    );
    if (width === "phone") await page.locator(".site-header__menu-toggle").click();
    await expect
      .poll(() => page.locator(".site-nav__link").first().textContent())
      .toBe(say("Home"));
    expect(
      await page.evaluate((family) => document.fonts.check(`16px "${family}"`, "අஅ"), font),
    ).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENS, `lang-${code}-home-${width}.png`) });
    if (width === "phone") await page.keyboard.press("Escape");

    // a product card (the catalogue's grid), then its page, then the cart
    await page.goto(`${server.url}/products`);
    const card = page
      .locator("main .product-card")
      .filter({ has: page.locator("button", { hasText: say("Add") }) })
      .first();
    const id = await card.getAttribute("data-product-id");
    const add = card.locator("button");
    await add.click();
    await page.locator(".toast").first().waitFor();
    await page.goto(`${server.url}/product-details?id=${id}`);
    await page.locator("main h1").waitFor();
    await page.screenshot({ path: path.join(SCREENS, `lang-${code}-product-${width}.png`) });
    await page.goto(`${server.url}/cart`);
    await expect.poll(() => page.locator("#cart-title").textContent()).toBe(say("Shopping Cart"));
    await page.screenshot({ path: path.join(SCREENS, `lang-${code}-cart-${width}.png`) });

    // a form's error, from the rules the server shares: in the shopper's language
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: say("Send message") }).click();
    await page.getByText(say(NAME_MESSAGE)).waitFor();

    // a reload keeps the language; the checkout speaks it too
    await page.goto(`${server.url}/checkout`);
    await page.reload();
    await expect.poll(() => page.locator("#checkout-title").textContent()).toBe(say("Checkout"));
    expect(await manifestLink()).toBe(`/manifest.${code}.webmanifest`);
    await page.locator('input[name="phone"]').fill("0771234567");
    await page.locator('input[name="address"]').fill("12 Galle Road");
    await page.locator('select[name="state"]').selectOption("Western");
    await page.locator('select[name="district"]').selectOption("Colombo");
    await page.screenshot({
      path: path.join(SCREENS, `lang-${code}-checkout-${width}.png`),
      fullPage: true,
    });

    // the order placed: the thank-you page, My Orders with it (status, timeline, payment panel)
    await page.locator('input[name="city"]').fill("Colombo 3 (Kollupitiya)");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: say("Place order") }).click();
    await page.waitForURL(/\/order-success/);
    await expect
      .poll(() => page.locator("#success-title").textContent())
      .toBe(say("Thank you for your order!"));
    await expect.poll(() => page.getByTestId("order-status").textContent()).toBe(say("Confirmed"));
    await page.screenshot({
      path: path.join(SCREENS, `lang-${code}-thank-you-${width}.png`),
      fullPage: true,
    });
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.locator("#orders h2").textContent()).toBe(say("My Orders"));
    const order = page.locator(".order-card").first();
    expect(await order.locator(".timeline__status").first().textContent()).toBe(say("Confirmed"));
    expect(await order.locator(".payment__title").textContent()).toBe(
      say("Pay the advance by bank transfer"),
    );
    await page.screenshot({
      path: path.join(SCREENS, `lang-${code}-orders-${width}.png`),
      fullPage: true,
    });

    // a content page: the FAQ, its questions and answers
    await page.goto(`${server.url}/faq`);
    await expect
      .poll(() => page.locator("main h1").textContent())
      .toBe(say("Frequently asked questions"));
    await page.getByRole("button", { name: say("Are your products authentic?") }).waitFor();
    await page.screenshot({
      path: path.join(SCREENS, `lang-${code}-faq-${width}.png`),
      fullPage: true,
    });
    await page.goto(`${server.url}/doc?query=tac`);
    await expect
      .poll(() => page.locator("main h1").textContent())
      .toBe(say("Terms and conditions"));
    await page.getByRole("heading", { name: say("Pre-order basis") }).waitFor();

    // the account keeps it; only this language's font came down
    await expect
      .poll(async () => (await admin.collection("users").getOne(customer.id)).language)
      .toBe(code);
    expect(fonts.some((url) => url.includes(`-${other}-`))).toBe(false);
    expect(fonts.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the language of the account", () => {
  it("comes back at sign-in on another device", async () => {
    const email = `lang-account-${Date.now()}@example.com`;
    const customer = await createCustomer(email, "Kumar Selvam");
    await admin.collection("users").update(customer.id, { language: "ta" });
    const { context, page } = await openPage(browser);
    await signIn(page, email);
    await waitForLanguage(page, "ta");
    await expect.poll(() => page.locator(".site-nav__link").first().textContent()).toBe(ta.Home);
    await context.close();
  });
});

describe("counts and plural forms", () => {
  it.each(["en", "si", "ta"] as const)(
    "are written without the browser's Intl number formats in %s (the first one made costs a first render 90 ms at 4× CPU)",
    async (code) => {
      const { context, page } = await openPage(browser, PHONE);
      await context.addInitScript((language) => {
        if (language !== "en") localStorage.setItem("shop-language", language);
        const made: string[] = [];
        Object.assign(window, { intlMade: made });
        // notes each number format made, and makes it as before
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
          construct: (target, args) => {
            made.push(String(args[0]));
            return Reflect.construct(target, args);
          },
        });
      }, code);
      const made = () =>
        page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
      await page.goto(`${server.url}/search?query=a`);
      await waitForLanguage(page, code);
      // the cart's accessible name is a plural with its count: the app redraws it on adding
      const cart = page.locator("a.cart-link").first();
      const before = await cart.getAttribute("aria-label");
      // a product without options (its card adds it at once), added from its page
      const add = { en: "Add to Cart", si: si["Add to Cart"], ta: ta["Add to Cart"] }[code];
      const plain = page.locator(".product-card", { has: page.locator(`button[title="${add}"]`) });
      const id = await plain.first().getAttribute("data-product-id");
      await page.goto(`${server.url}/product-details?id=${id}`);
      await page.locator(`main button[title="${add}"]`).first().click();
      await expect.poll(() => cart.getAttribute("aria-label")).not.toBe(before);
      expect(await cart.getAttribute("aria-label")).toMatch(/1/);
      expect(await made()).toEqual([]);
      // the page's own Intl is watched: a format made now is noted
      await page.evaluate(() => new Intl.NumberFormat("en").format(1));
      expect(await made()).toEqual(["en"]);
      await context.close();
    },
  );
});

describe("names in alphabetical order", () => {
  it("are sorted without the browser's collation on home and a category's products (its first use costs 45-90 ms at 4× CPU)", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await context.addInitScript(() => {
      const used: string[] = [];
      Object.assign(window, { collationUsed: used });
      // notes each use of the browser's collation, and collates as before
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof localeCompare>
      ) {
        used.push(`localeCompare ${this}`);
        return localeCompare.apply(this, args);
      };
      Intl.Collator = new Proxy(Intl.Collator, {
        construct: (target, args) => {
          used.push(`Collator ${String(args[0])}`);
          return Reflect.construct(target, args);
        },
      });
    });
    const used = () =>
      page.evaluate(() => (window as unknown as { collationUsed: string[] }).collationUsed);
    await page.goto(`${server.url}/home`);
    // each category's tile lists its subcategories, sorted
    await page.locator(".tile", { hasText: "Snacks" }).waitFor();
    const skinCare = (await admin.collection("categories").getFullList()).find(
      (c) => c.name === "Skin Care",
    );
    await page.goto(`${server.url}/products?category=${skinCare?.id}`);
    // the app's buttons (the server's shell draws spans); All stays first and Other last
    const subs = page.locator("button.category-tree__sub");
    await expect.poll(() => subs.count()).toBeGreaterThan(3);
    const names = (await subs.allTextContents()).filter((name) => !["All", "Other"].includes(name));
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const brands = page.locator('select[id$="-brand"] option:not([value=""])');
    await expect.poll(() => brands.count()).toBeGreaterThan(2);
    const offered = await brands.allTextContents();
    expect(offered).toEqual([...offered].sort((a, b) => a.localeCompare(b, "en")));
    expect(await used()).toEqual([]);
    // the page's own collation is watched: a comparison made now is noted
    await page.evaluate(() => "b".localeCompare("a"));
    expect(await used()).toEqual(["localeCompare b"]);
    await context.close();
  });
});

describe("the language choice on an English page", () => {
  it("draws the Sinhala and Tamil names only as it comes near the screen", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/home`);
    const footer = page.locator(".site-footer .language-choice");
    await footer.waitFor({ state: "attached" });
    // the app's first screen is drawn (its best sellers), with no Sinhala or Tamil letter in it
    await page.locator(".product-card").first().waitFor();
    const otherScripts = () =>
      page.evaluate(() => /[\u0B80-\u0BFF\u0D80-\u0DFF]/.test(document.body.innerText));
    expect(await otherScripts()).toBe(false);
    // each is named meanwhile, for a screen reader and for a keyboard that tabs to it
    for (const name of ["English", "සිංහල", "தமிழ்"]) {
      await expect.poll(() => footer.getByRole("button", { name }).count()).toBe(1);
    }
    expect(await footer.innerText()).toBe("English");
    // a button whose name is not drawn yet is still a tap's size (Lighthouse's target-size)
    for (const box of await footer
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toMatch(/English\s*සිංහල\s*தமிழ்/);
    expect(await otherScripts()).toBe(true);
    await context.close();
  });

  it("draws them in the phone's menu once it opens", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/home`);
    const menu = page.locator("#site-nav .language-choice");
    await page.locator(".product-card").first().waitFor();
    expect(await menu.textContent()).toBe("English");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(() => menu.innerText()).toMatch(/English\s*සිංහල\s*தமிழ்/);
    await context.close();
  });
});
