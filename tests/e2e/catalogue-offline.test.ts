/**
 * A shopper visits once online; afterwards, with the server gone and the browser offline,
 * every catalogue route still renders from the service worker's shell and Dexie.
 * Before going offline, an admin's change reaches the open page without a reload.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { appCardsReady, browser, server, withOwnServer } from "./fixture";
import { waitForServiceWorker } from "./service-worker";

withOwnServer({ demo: true });

async function adminToken() {
  const res = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

const cardNames = (page: Page) => page.locator(".product-card__name").allTextContents();

describe("catalogue offline", () => {
  it("shows an admin's change live, then browses every route offline", async () => {
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await page.goto(`${server.url}/products`);
    await appCardsReady(page);
    await waitForServiceWorker(page);
    // The sync (fetching, parsing, IndexedDB writes) runs in its own worker, off the page's
    // main thread; the cards above and the live change below reach the page from there.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/sync-worker\.js$/),
    );

    // Live update: rename the first card's product through the API.
    const id = await page.locator(".product-card").first().getAttribute("data-product-id");
    if (!id) throw new Error("card without a product id");
    const renamed = `Live Renamed ${Date.now()}`;
    const res = await fetch(`${server.url}/api/collections/products/records/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: await adminToken() },
      body: JSON.stringify({ name: renamed }),
    });
    expect(res.ok).toBe(true);
    await expect.poll(() => cardNames(page), { timeout: 5000 }).toContain(renamed);

    await server.stop();
    await context.setOffline(true);

    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.locator(".product-card").count()).toBe(4);
    expect(await page.getByRole("status").filter({ hasText: "Offline" }).count()).toBe(1);

    await page.goto(`${server.url}/products`);
    await expect.poll(() => cardNames(page)).toContain(renamed);

    await page.goto(`${server.url}/product-details?id=${id}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(renamed);
    // the product's own button (related products below have their own cards); a product with
    // a choice asks for it first ("Choose a size")
    expect(
      await page
        .locator(".details")
        .getByRole("button", { name: /Add to Cart|^Choose an? / })
        .count(),
    ).toBe(1);

    await page.goto(`${server.url}/search?query=${encodeURIComponent("live renamed")}`);
    await expect.poll(() => cardNames(page)).toEqual([renamed]);

    await context.close();
    await server.restart();
  });

  it("renders the desktop product grid offline from a cold start", async () => {
    const { context, page } = await openPage(browser, DESKTOP, { serviceWorker: true });
    await page.goto(`${server.url}/search?query=bag`);
    await appCardsReady(page);
    await waitForServiceWorker(page);
    const online = await cardNames(page);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(online);
    await context.close();
  });
});
