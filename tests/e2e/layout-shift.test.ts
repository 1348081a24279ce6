/**
 * A first visit (empty device, no service worker yet) to search and to a product page shows
 * same-size placeholders until the catalogue has synced: the layout shift measured with the
 * Layout Instability API stays below 0.1 (the "good" threshold).
 */
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";
import { shiftOnFirstVisit } from "./layout-shift";

const appUrl = sharedServerUrl();
let productId: string;

withBrowser();

beforeAll(async () => {
  const pb = new PocketBase(appUrl);
  productId = (await pb.collection("products").getList(1, 1, { filter: "outOfStock = false" }))
    .items[0]?.id as string;
});

describe("first visit layout shift", () => {
  it.each([
    ["search", PHONE, () => `${appUrl}/search?query=bag`],
    ["product details", PHONE, () => `${appUrl}/product-details?id=${productId}`],
    ["search", DESKTOP, () => `${appUrl}/search?query=bag`],
    ["product details", DESKTOP, () => `${appUrl}/product-details?id=${productId}`],
  ])("stays below 0.1 on %s (%o)", async (_name, viewport, url) => {
    const { context, page } = await openPage(browser, viewport);
    const cls = await shiftOnFirstVisit(page, url());
    console.log(`CLS ${_name} ${viewport.width}px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(0.1);
    await context.close();
  });
});
