/**
 * Choices for a shop with no returns, on a 390 px phone: a shoe's page chooses no size for the
 * shopper, its add button asks "Choose a size" and adds nothing until a size is tapped; offline
 * shows the word beside its icon, in the shopper's language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE, waitForLanguage } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]);

describe("a choice that matters", () => {
  it("asks for a size, adds nothing until one is tapped, then adds that size", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/search?query=chelsea`);
    await page.getByRole("link", { name: "Nordfjell Chelsea Boot" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Nordfjell Chelsea Boot" }).waitFor();

    const sizes = page.getByRole("radio");
    expect(await sizes.count()).toBe(3);
    for (const size of await sizes.all()) expect(await size.isChecked()).toBe(false);
    const add = page.locator(".details__info .add-button__button");
    expect((await add.innerText()).trim()).toBe("Choose a size");
    expect(await add.isDisabled()).toBe(true);
    await add.click({ force: true });
    expect(await cartLines(page)).toEqual([]);

    await page.getByText("EU 42", { exact: true }).click();
    await expect.poll(async () => (await add.innerText()).trim()).toBe("Add to Cart");
    await add.click();
    await expect
      .poll(async () => JSON.stringify(await cartLines(page)))
      .toContain('"label":"EU 42"');
    await context.close();
  });

  it("asks for an option where the options are not sizes", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/search?query=snail`);
    await page
      .getByRole("link", { name: /Snail Mucin/ })
      .first()
      .click();
    const add = page.locator(".details__info .add-button__button");
    await expect.poll(async () => (await add.innerText()).trim()).toBe("Choose an option");
    await context.close();
  });
});

describe("offline", () => {
  it.each([
    ["en", "Offline"],
    ["si", "නොබැඳි"],
  ])("shows the word beside its icon on a phone (%s)", async (code, word) => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await context.addInitScript((language) => {
      if (language !== "en") localStorage.setItem("shop-language", language);
    }, code);
    await page.goto(`${appUrl}/home`);
    await waitForLanguage(page, code);
    await page.locator("main .product-card").first().waitFor();
    await context.setOffline(true);
    const indicator = page.locator("header .offline-indicator");
    await expect.poll(() => indicator.innerText()).toBe(word);
    expect(await indicator.getByText(word).isVisible()).toBe(true);
    expect(await indicator.locator("svg").count()).toBe(1);
    await context.close();
  });
});
