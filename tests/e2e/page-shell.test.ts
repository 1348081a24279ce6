/**
 * A first visit's first screen, drawn by the server into the static shell
 * (pb_hooks/lib/page-shell.js): the first cards of /products and of a search, the cart's frame.
 * What the shell shows must be what the app then shows in the same place, and the app keeps
 * the server's cards while the catalogue loads instead of blinking to placeholders.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "./browser";
import {
  addToCart,
  admin,
  appCardsReady,
  browser,
  SCREENS,
  server,
  withOwnServer,
} from "./fixture";
import { normalizedMarkup } from "./normalized-markup";

withOwnServer({ demo: true });

async function html(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

const SHELL = "<div data-page-shell>";

/** A fresh device (no service worker, no cache), scripts on or off. */
async function firstVisit(viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    serviceWorkers: "block",
  });
  return { context, page: await context.newPage() };
}

/** The first cards of `root`: product id, name and the photo's place on screen. */
function cards(page: Page, root: string, count = 4) {
  return page.locator(`${root} .product-card`).evaluateAll(
    (list, n) =>
      list.slice(0, n).map((card) => {
        const box = card.querySelector("img")?.getBoundingClientRect();
        return {
          id: card.getAttribute("data-product-id"),
          name: card.querySelector(".product-card__name")?.textContent,
          price: card.querySelector(".price__now")?.textContent,
          photo: box && [box.x, box.y, box.width, box.height].map(Math.round),
        };
      }),
    count,
  );
}

/** Records, from the first byte on, whether a placeholder card or `text` ever shows. */
async function watchFor(context: BrowserContext, text: string) {
  await context.addInitScript((watched) => {
    const seen = { placeholder: false, text: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector("main .placeholder-card")) seen.placeholder = true;
      if (document.querySelector("main")?.textContent?.includes(watched)) seen.text = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}
const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { seen: { placeholder: boolean; text: boolean } }).seen,
  );

/** Holds the catalogue snapshot back until `release()`: the app mounts with nothing synced. */
async function holdCatalogue(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/shop/catalogue-snapshot", async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

describe("the first screen drawn by the server", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`puts the first products' cards where the app then draws them (${label})`, async () => {
      const shell = await firstVisit(viewport, false);
      await shell.page.goto(`${server.url}/products`);
      const drawn = await cards(shell.page, ".boot-shell");
      await shell.page.screenshot({ path: `${SCREENS}/page-shell-products-${label}.png` });
      await shell.context.close();
      expect(drawn).toHaveLength(4);
      expect(drawn.every((card) => (card.photo?.[2] ?? 0) > 100)).toBe(true);

      const app = await firstVisit(viewport);
      await app.page.goto(`${server.url}/products`);
      await app.page
        .locator("main .product-card .add-button__button:not(.placeholder-block)")
        .first()
        .waitFor();
      expect(await cards(app.page, "main")).toEqual(drawn);
      await app.context.close();
    });
  }

  it("keeps the server's cards on screen while the catalogue loads: no placeholders, no blank", async () => {
    const { context, page } = await firstVisit(PHONE);
    await watchFor(context, "No products");
    const release = await holdCatalogue(page);
    await page.goto(`${server.url}/products`);
    // the app is running (only it has a <main>) while the catalogue is held back
    // the app mounts once the shell's first photo is in (src/boot.ts): a while on a busy machine
    await expect
      .poll(() => page.locator("main .shell-part .product-card").count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    expect(await page.getByRole("status").filter({ hasText: "Loading products" }).count()).toBe(1);
    const held = await cards(page, "main");
    release();
    await page
      .locator("main .product-card .add-button__button:not(.placeholder-block)")
      .first()
      .waitFor();
    expect(await cards(page, "main")).toEqual(held);
    expect(await seen(page)).toEqual({ placeholder: false, text: false });
    await context.close();
  });

  it("draws a search's first substring matches in the app's order, and keeps them while it loads", async () => {
    const shell = await firstVisit(PHONE, false);
    await shell.page.goto(`${server.url}/search?query=bag`);
    const drawn = await cards(shell.page, ".boot-shell", 12);
    await shell.page.screenshot({ path: `${SCREENS}/page-shell-search-phone.png` });
    await shell.context.close();
    expect(drawn.length).toBeGreaterThan(1);

    const { context, page } = await firstVisit(PHONE);
    await watchFor(context, "No products match");
    const release = await holdCatalogue(page);
    await page.goto(`${server.url}/search?query=bag`);
    await expect
      .poll(() => page.locator("main .shell-part .product-card").count(), { timeout: 10_000 })
      .toBe(drawn.length);
    release();
    await page
      .locator("main .product-card .add-button__button:not(.placeholder-block)")
      .first()
      .waitFor();
    expect((await cards(page, "main", drawn.length)).map((c) => c.id)).toEqual(
      drawn.map((c) => c.id),
    );
    expect((await cards(page, "main", 1))[0]).toEqual(drawn[0]);
    expect(await seen(page)).toEqual({ placeholder: false, text: false });
    await context.close();
  });

  it("keeps a product page's photo and name while its product loads", async () => {
    const [product] = (await admin.collection("products").getList(1, 1, { sort: "id" })).items;
    if (!product) throw new Error("the demo catalogue is empty");
    const { context, page } = await firstVisit(PHONE);
    await watchFor(context, "Product not found");
    const release = await holdCatalogue(page);
    await page.goto(`${server.url}/product-details?id=${product.id}`);
    await page.locator("main .shell-part .details__name").waitFor();
    expect(await page.locator("main .shell-part .details__name").textContent()).toBe(product.name);
    release();
    await page
      .getByRole("button", { name: /add to cart/i })
      .first()
      .waitFor();
    expect(await seen(page)).toEqual({ placeholder: false, text: false });
    await context.close();
  });

  it("draws the cart's frame, never an empty cart, for a device whose cart has lines", async () => {
    const shell = await firstVisit(PHONE, false);
    await shell.page.goto(`${server.url}/cart`);
    await shell.page.screenshot({ path: `${SCREENS}/page-shell-cart-phone.png` });
    const frame = await shell.page.locator(".boot-shell").textContent();
    await shell.context.close();
    expect(frame).toContain("Shopping Cart");
    expect(frame).toContain("We accept payment by local bank transfer.");
    expect(frame).not.toContain("Your cart is empty");

    const [product] = (
      await admin.collection("products").getList(1, 1, { filter: "outOfStock = false" })
    ).items;
    if (!product) throw new Error("the demo catalogue has nothing in stock");
    const { context, page } = await firstVisit(PHONE);
    await addToCart(page, product.id);
    await watchFor(context, "Your cart is empty");
    await page.goto(`${server.url}/cart`);
    expect(await html("/cart")).toContain(SHELL);
    await page.locator(".cart__list li").first().waitFor();
    expect(await seen(page)).toEqual({ placeholder: false, text: false });
    await context.close();
  });
});

describe("the server's first screen is the app's markup", () => {
  // what the server cannot know: the real tree and chips, the brands, a working button, more
  const FRAME = {
    opaque: [".category-tree", ".category-chips", "select", "[data-shell=grid]"],
    dropped: [".products__more"],
  };
  const CARD = { opaque: [".add-button"] };
  // a search's count: the app adds the forgiving matches, which the server does not look for
  const SEARCH = {
    opaque: ["select", "[data-shell=grid]", ".search > p.muted"],
    dropped: [".products__more"],
  };
  // the lines, their amounts and whether they can be bought are on the device only, and so is
  // the district the fee is quoted for (remembered on the device, else its picker)
  const CART = {
    opaque: [
      ".cart__summary > .button--block",
      ".summary-lines > :first-child > dd",
      ".summary-lines__total > dd",
    ],
    dropped: [
      ".cart__empty",
      ".cart__list",
      ".cart__clear",
      ".cart__blocked",
      ".delivery-estimate",
    ],
  };
  /**
   * A list page's frame at `root` and its first cards, as the server draws them and as the app
   * then renders them (`frame` says what the server cannot know).
   */
  async function compareList(
    viewport: { width: number; height: number },
    path: string,
    root: string,
    frame: typeof FRAME,
    shot: string,
  ) {
    const shell = await firstVisit(viewport, false);
    await shell.page.goto(`${server.url}${path}`);
    const drawn = await normalizedMarkup(shell.page, `[data-page-shell] ${root}`, frame);
    const cards = await normalizedMarkup(shell.page, "[data-page-shell] .product-grid > li", CARD);
    await shell.context.close();
    expect(drawn).toHaveLength(1);
    expect(cards.length).toBeGreaterThan(3);

    const app = await firstVisit(viewport);
    await app.page.goto(`${server.url}${path}`);
    await appCardsReady(app.page);
    await app.page.screenshot({ path: `${SCREENS}/page-shell-${shot}.png` });
    expect(await normalizedMarkup(app.page, `main ${root}`, frame)).toEqual(drawn);
    const appCards = await normalizedMarkup(app.page, "main .product-grid > li", CARD);
    expect(appCards.slice(0, cards.length)).toEqual(cards);
    await app.context.close();
  }

  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`draws /products as the app then renders it (${label})`, async () => {
      await compareList(viewport, "/products", ".products", FRAME, `products-app-${label}`);
    });

    it(`draws a search as the app then renders it (${label})`, async () => {
      await compareList(viewport, "/search?query=bag", ".search", SEARCH, `search-app-${label}`);
    });

    it(`draws the cart's frame as the app then renders a cart with lines (${label})`, async () => {
      const shell = await firstVisit(viewport, false);
      await shell.page.goto(`${server.url}/cart`);
      await shell.page.screenshot({ path: `${SCREENS}/page-shell-cart-${label}.png` });
      const frame = await normalizedMarkup(shell.page, "[data-page-shell] .cart", CART);
      await shell.context.close();
      expect(frame).toHaveLength(1);

      const [product] = (
        await admin.collection("products").getList(1, 1, { filter: "outOfStock = false" })
      ).items;
      if (!product) throw new Error("the demo catalogue has nothing in stock");
      const app = await firstVisit(viewport);
      await addToCart(app.page, product.id);
      await app.page.goto(`${server.url}/cart`);
      await app.page.locator("main .cart__list li").first().waitFor();
      await app.page.screenshot({ path: `${SCREENS}/page-shell-cart-app-${label}.png` });
      expect(await normalizedMarkup(app.page, "main .cart", CART)).toEqual(frame);
      await app.context.close();
    });

    it(`draws a product page's photo and name as the app then renders them (${label})`, async () => {
      const [product] = (await admin.collection("products").getList(1, 1, { sort: "id" })).items;
      if (!product) throw new Error("the demo catalogue is empty");
      const path = `/product-details?id=${product.id}`;
      const shell = await firstVisit(viewport, false);
      await shell.page.goto(`${server.url}${path}`);
      await shell.page.screenshot({ path: `${SCREENS}/page-shell-details-${label}.png` });
      const drawn = await photoAndName(shell.page, "[data-shell=details]");
      await shell.context.close();
      expect(drawn.name).toBe(product.name);

      const app = await firstVisit(viewport);
      await app.page.goto(`${server.url}${path}`);
      await app.page
        .getByRole("button", { name: /add to cart/i })
        .first()
        .waitFor();
      await app.page.screenshot({ path: `${SCREENS}/page-shell-details-app-${label}.png` });
      expect(await photoAndName(app.page, "main")).toEqual(drawn);
      await app.context.close();
    });
  }
});

/** The page's first product photo (markup and place on screen) and the product's name. */
async function photoAndName(page: Page, root: string) {
  const photo = `${root} :is(.product-picture, .product-image:not(.product-picture *))`;
  const [markup] = await normalizedMarkup(page, photo);
  const box = await page.locator(`${root} .product-image`).first().boundingBox();
  return {
    markup,
    box: box && [box.x, box.y, box.width, box.height].map(Math.round),
    name: await page.locator(`${root} .details__name`).first().textContent(),
  };
}

describe("what the server draws, and what it leaves to the app", () => {
  let hostileId = "";
  let original = "";
  beforeAll(async () => {
    const [bag] = (
      await admin.collection("products").getList(1, 1, { filter: 'name ~ "bag"', sort: "id" })
    ).items;
    if (!bag) throw new Error("the demo catalogue has no bag");
    hostileId = bag.id;
    original = bag.name;
    await admin.collection("products").update(bag.id, { name: `<i>bag</i> "x" $& $' <script>` });
  });
  afterAll(async () => {
    if (hostileId) await admin.collection("products").update(hostileId, { name: original });
  });

  it("keeps names as inert text, and draws no query with markup in it", async () => {
    // "script": a word of the hostile name only
    const page = await html("/search?query=script");
    expect(page).toContain(SHELL);
    expect(page).toContain("<h1>Results for “script”</h1>");
    expect(page).toContain("&lt;i&gt;bag&lt;/i&gt; &quot;x&quot; $&amp; $&#39; &lt;script&gt;");
    expect(page).not.toContain("<i>bag");
    expect(page.match(/<\/html>/g)).toHaveLength(1);
    // the app reads punctuation as a space (src/shared/search.ts), so the server leaves it alone
    const markup = await html(`/search?query=${encodeURIComponent("<i>bag")}`);
    expect(markup).not.toContain(SHELL);
    expect(markup).not.toContain("<i>bag");
  });

  it("follows a catalogue change at once", async () => {
    const first = await html("/products");
    const id = first.match(/data-product-id="(\w+)"/)?.[1];
    if (!id) throw new Error("no card drawn on /products");
    const product = await admin.collection("products").getOne(id);
    await admin.collection("products").update(id, { name: "Renamed Serum 2000" });
    try {
      expect(await html("/products")).toContain("Renamed Serum 2000");
    } finally {
      await admin.collection("products").update(id, { name: product.name });
    }
    expect(await html("/products")).not.toContain("Renamed Serum 2000");
    // a made-up subcategory is drawn as nothing (and held nowhere)
    expect(await html("/products?sub=aaaaaaaaaaaaaaa")).not.toContain(SHELL);
  });

  it("draws a category's subcategory with its heading, and nothing for a refined list", async () => {
    const [sub] = (
      await admin.collection("subcategories").getList(1, 1, { filter: "isEnabled = true" })
    ).items;
    if (!sub) throw new Error("the demo catalogue has no subcategory");
    const category = await admin.collection("categories").getOne(sub.parentCategory);
    const page = await html(`/products?category=${category.id}&sub=${sub.id}`);
    const heading = `${category.name}: ${sub.name}`.replace(/&/g, "&amp;");
    expect(page).toContain(`data-shell="title">${heading}</h2>`);
    const inSub = await admin
      .collection("products")
      .getFullList({ filter: admin.filter("subcategory = {:sub}", { sub: sub.id }), fields: "id" });
    const drawn = [...page.matchAll(/data-product-id="(\w+)"/g)].map((m) => m[1]);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((id) => inSub.some((p) => p.id === id))).toBe(true);

    for (const path of [
      "/products?sort=price-asc",
      "/products?brand=Sony",
      "/search?query=bag&min=100",
      `/search?query=${encodeURIComponent("café")}`,
      `/search?query=${encodeURIComponent("bag!")}`,
      "/search?query=",
      "/search?query=zzzzqqq",
      // LIKE's wildcards are literal: no product has an underscore in its name
      "/search?query=_",
      "/about",
    ]) {
      expect(await html(path), path).not.toContain(SHELL);
    }
  });
});
