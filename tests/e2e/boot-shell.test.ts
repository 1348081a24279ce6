/**
 * What a first visit sees before any script runs: the static shell of
 * index.html, with the home hero on the home page and the product's photo and name on a
 * product page, both drawn into the HTML the server sends.
 */
import PocketBase from "pocketbase";
import { describe, expect, inject, it } from "vitest";

const appUrl = inject("appUrl");

async function html(path: string) {
  const res = await fetch(`${appUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe("the static shell", () => {
  it("draws the home hero on / and /home only", async () => {
    for (const path of ["/", "/home"]) {
      expect(await html(path)).toContain('data-boot="home"');
    }
    expect(await html("/products")).not.toContain('data-boot="home"');
  });

  it("draws a product page's photo and name, escaped, and nothing for an unknown id", async () => {
    const list = await (
      await fetch(`${appUrl}/api/collections/products/records?perPage=1&fields=id,name`)
    ).json();
    const product = list.items[0] as { id: string; name: string };
    const page = await html(`/product-details?id=${product.id}`);
    const shell = page.match(/<div class="page container boot-shell__details">(.*?)<\/div>/)?.[1];
    expect(shell).toContain(`/api/files/products/${product.id}/`);
    expect(shell).toContain('fetchpriority="high"');
    const escaped = product.name.replace(/&/g, "&amp;").replace(/'/g, "&#39;");
    expect(shell).toContain(`<h1 class="details__name">${escaped}</h1>`);

    const shellMarkup = '<div class="page container boot-shell__details">';
    expect(await html("/product-details?id=aaaaaaaaaaaaaaa")).not.toContain(shellMarkup);
    expect(await html("/product-details?id=%3Cscript%3E")).not.toContain(shellMarkup);
  });

  it("keeps a hostile product name as inert text", async () => {
    const admin = new PocketBase(appUrl);
    await admin
      .collection("_superusers")
      .authWithPassword(inject("adminEmail"), inject("adminPassword"));
    const [source] = (await admin.collection("products").getList(1, 1)).items;
    if (!source) throw new Error("the demo catalogue is empty");
    const original = source.name as string;
    const hostile = `<script>alert(1)</script> $& $' Tote`;
    await admin.collection("products").update(source.id, { name: hostile });
    try {
      const page = await html(`/product-details?id=${source.id}`);
      expect(page).toContain(
        '<h1 class="details__name">&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; Tote</h1>',
      );
      expect(page).not.toContain("<script>alert(1)</script>");
      expect(page.match(/<\/html>/g)).toHaveLength(1);
    } finally {
      await admin.collection("products").update(source.id, { name: original });
    }
  });
});
