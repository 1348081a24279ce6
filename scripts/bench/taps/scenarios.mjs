/**
 * The taps and keystrokes of the interaction benchmark, as a shopper on a phone makes them.
 * `prepare` brings the screen the scenario starts from (not measured); `act` makes the measured
 * interactions, each through Chromium's real touch or key input, pausing as a person would.
 */

/** @typedef {import("playwright-core").Page} Page */
/**
 * @typedef {{name: string, prepare: (page: Page, url: string) => Promise<void>,
 *   act: (page: Page) => Promise<void>}} Scenario
 */

const PAUSE_MS = 400;
const chip = (/** @type {Page} */ page, /** @type {string} */ kind) =>
  page.locator(`.category-chips .chip--${kind}`);

/**
 * @param {Page} page
 * @param {import("playwright-core").Locator[]} locators
 */
async function tapEach(page, locators) {
  for (const locator of locators) {
    await locator.tap();
    await page.waitForTimeout(PAUSE_MS);
  }
}

/**
 * @param {Page} page
 * @param {string} url
 */
async function openProducts(page, url) {
  await page.goto(`${url}/products`);
  await page.locator(".product-card").first().waitFor({ timeout: 60_000 });
}

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    name: "Category taps",
    prepare: openProducts,
    act: (page) =>
      tapEach(
        page,
        [1, 2, 3, 0].map((i) => chip(page, "category").nth(i + 1)),
      ),
  },
  {
    name: "Subcategory taps",
    async prepare(page, url) {
      // without a choice in the URL the first category is selected, its subcategories open
      await openProducts(page, url);
      await chip(page, "sub").nth(2).waitFor();
    },
    act: (page) =>
      tapEach(
        page,
        [1, 2, 0].map((i) => chip(page, "sub").nth(i)),
      ),
  },
  {
    name: "Sort and brand filter",
    async prepare(page, url) {
      await openProducts(page, url);
      await page.getByLabel("Sort by").focus();
    },
    async act(page) {
      for (const key of ["ArrowDown", "ArrowDown", "Tab", "ArrowDown"]) {
        await page.keyboard.press(key);
        await page.waitForTimeout(PAUSE_MS);
      }
    },
  },
  {
    name: "Add to cart from a card",
    prepare: openProducts,
    act: (page) =>
      tapEach(
        page,
        [0, 1, 2].map((i) =>
          page.locator('.product-card button[aria-label^="Add to Cart"]').nth(i),
        ),
      ),
  },
  {
    name: "Opening a product",
    prepare: openProducts,
    async act(page) {
      for (const i of [0, 1]) {
        await page.locator(".product-card__name a").nth(i).tap();
        await page.locator("h1").first().waitFor();
        await page.waitForTimeout(PAUSE_MS);
        if (i === 0) await page.goBack();
        await page.locator(".product-card").first().waitFor();
      }
    },
  },
  {
    name: "Quantity and add to cart on a product page",
    async prepare(page, url) {
      await openProducts(page, url);
      const href = await page.locator(".product-card__name a").first().getAttribute("href");
      await page.goto(`${url}${href}`);
      await page.getByRole("button", { name: "Increase quantity" }).waitFor();
    },
    act: (page) =>
      tapEach(page, [
        page.getByRole("button", { name: "Increase quantity" }),
        page.getByRole("button", { name: "Decrease quantity" }),
        page
          .locator("main")
          .getByRole("button", { name: /^Add to Cart/ })
          .first(),
      ]),
  },
  {
    name: "Quantity in the cart",
    async prepare(page, url) {
      await page.goto(`${url}/cart`);
      await page
        .getByRole("button", { name: /^Increase quantity of/ })
        .first()
        .waitFor();
    },
    act: (page) =>
      tapEach(page, [
        page.getByRole("button", { name: /^Increase quantity of/ }).first(),
        page.getByRole("button", { name: /^Increase quantity of/ }).nth(1),
        page.getByRole("button", { name: /^Decrease quantity of/ }).first(),
      ]),
  },
  {
    name: "Menu",
    async prepare(page, url) {
      await page.goto(`${url}/home`);
      await page.getByRole("button", { name: "Menu" }).waitFor();
    },
    act: (page) =>
      tapEach(page, [
        page.getByRole("button", { name: "Menu" }),
        page.getByRole("button", { name: "Menu" }),
      ]),
  },
  {
    name: "Typing in search",
    async prepare(page, url) {
      await page.goto(`${url}/search`);
      await page.locator(".search__input").tap();
    },
    act: (page) => page.keyboard.type("moisturizer", { delay: 180 }),
  },
  {
    // a word found only in descriptions and through the synonyms (decisions/0160)
    name: "Typing a description word in search",
    async prepare(page, url) {
      await page.goto(`${url}/search`);
      await page.locator(".search__input").tap();
    },
    act: (page) => page.keyboard.type("sunscreen", { delay: 180 }),
  },
];
