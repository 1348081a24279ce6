/**
 * A first visit loads its screen's code without a waterfall: the page's HTML names the screen's
 * chunks (pb_hooks/lib/route-preload.js), so the browser fetches them while the entry script
 * loads instead of after the router has matched the path.
 */
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, inject, it } from "vitest";

const appUrl = inject("appUrl");

async function preloadsOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${appUrl}${path}`)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
}

describe("screen code named in the page", () => {
  let plain: string[] = [];
  beforeAll(async () => {
    plain = await preloadsOf("/no-such-screen");
  });

  it.each([
    ["/cart", "cart"],
    ["/products", "products"],
    ["/search", "search"],
    ["/home", "home"],
    ["/", "home"],
  ])("%s names its %s chunk, every one of them served", async (path, screen) => {
    const links = await preloadsOf(path);
    const own = links.filter((href) => !new Set(plain).has(href));
    expect(own.some((href) => new RegExp(`^/assets/${screen}-[\\w-]+\\.js$`).test(href))).toBe(
      true,
    );
    expect(new Set(links).size).toBe(links.length); // no chunk named twice
    for (const href of own) expect((await fetch(`${appUrl}${href}`)).status).toBe(200);
  });

  it("a product page drawn by the server names none: its photo is the page's largest paint", async () => {
    const pb = new PocketBase(appUrl);
    const product = (await pb.collection("products").getList(1, 1, { filter: "images != '[]'" }))
      .items[0];
    const html = await (await fetch(`${appUrl}/product-details?id=${product?.id}`)).text();
    expect(html).toContain('fetchpriority="high"');
    expect(await preloadsOf(`/product-details?id=${product?.id}`)).toEqual(plain);
  });
});
