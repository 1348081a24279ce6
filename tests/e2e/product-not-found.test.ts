/** An unknown product id says so and leads back to the products, instead of an empty page. */
import path from "node:path";
import { describe, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, WIDTHS } from "./browser";
import { browser, SCREENS, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

describe.each(WIDTHS)("an unknown product on a %s", (name, viewport) => {
  it("shows Product not found with a link to the products", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/product-details?id=doesnotexist123`);
    await page.getByRole("heading", { name: "Product not found" }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, `product-not-found-${name}.png`) });
    await page.getByRole("link", { name: "Browse all products" }).click();
    await page.waitForURL(/\/products/);
    await context.close();
  });
});
