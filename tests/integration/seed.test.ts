/**
 * The seeding commands against a PocketBase of their own (the shared one stays small and
 * free of demo data): the demo catalogue lands complete, a second run changes nothing, an
 * edited file updates only what changed, and `--count` adds exactly that many products.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase, { type RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CATALOGUE, seedCatalogue, seedGenerated } from "../../scripts/lib/seed-catalogue.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";

let server: TestServer;
let admin: PocketBase;
let connection: { url: string; email: string; password: string };

const all = (collection: string) =>
  admin.collection(collection).getFullList<RecordModel>({ batch: 1000, sort: "id" });

beforeAll(async () => {
  server = await startTestServer();
  connection = { url: server.url, ...TEST_ADMIN };
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
});

afterAll(async () => {
  await server?.dispose();
});

describe("demo catalogue", () => {
  it("seeds six categories, their subcategories and at least 80 products with images", async () => {
    const result = await seedCatalogue({ ...connection, file: DEMO_CATALOGUE });
    expect(result.categories.created).toBe(6);

    const categories = await all("categories");
    const subcategories = await all("subcategories");
    const products = await all("products");
    expect(categories.map((c) => c.name).sort()).toEqual([
      "Action Figures",
      "Bags",
      "Cosmetics",
      "Shoes",
      "Skin Care",
      "Snacks",
    ]);
    for (const category of categories) {
      const names = subcategories
        .filter((s) => s.parentCategory === category.id)
        .map((s) => s.name);
      expect(names, category.name).toContain("Other");
      expect(names.length, category.name).toBeGreaterThanOrEqual(2);
    }
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(products.filter((p) => p.isInHome).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.outOfStock).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => Array.isArray(p.options)).length).toBeGreaterThanOrEqual(10);
    for (const p of products) {
      expect(p.images, p.name).toHaveLength(1);
      expect(p.stripePrice, p.name).toBeGreaterThan(p.price);
      expect(p.categoryName, p.name).toBe(categories.find((c) => c.id === p.category)?.name);
    }
  });

  it("serves the uploaded product images as webp", async () => {
    const [product] = await admin
      .collection("products")
      .getList(1, 1, { filter: 'brand = "Seoul Dew"' })
      .then((r) => r.items);
    expect(product).toBeDefined();
    const res = await fetch(admin.files.getURL(product as RecordModel, product?.images[0]));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(2000);
  });

  it("finds products for every home tile's search", async () => {
    const products = await all("products");
    for (const query of ["skin care", "bags", "shoes", "cosmetic"]) {
      const hits = products.filter((p) =>
        [p.name, p.categoryName, p.brand].some((f: string) => f.toLowerCase().includes(query)),
      );
      expect(hits.length, query).toBeGreaterThanOrEqual(10);
    }
  });

  it("changes nothing when seeded a second time", async () => {
    const before = await Promise.all(["categories", "subcategories", "products"].map(all));
    const result = await seedCatalogue({ ...connection, file: DEMO_CATALOGUE });
    for (const counts of Object.values(result)) {
      expect(counts.created + counts.updated).toBe(0);
    }
    const after = await Promise.all(["categories", "subcategories", "products"].map(all));
    const stamp = (list: RecordModel[][]) => list.map((l) => l.map((r) => `${r.id} ${r.updated}`));
    expect(stamp(after)).toEqual(stamp(before));
  });

  it("updates only the product whose entry changed in the file", async () => {
    const catalogue = JSON.parse(await readFile(DEMO_CATALOGUE, "utf8"));
    catalogue.products[0].price = 1234;
    const file = path.join(tmpdir(), `catalogue-${process.pid}.json`);
    // The copy lives elsewhere, so its image paths must point back at seed/.
    for (const p of catalogue.products)
      p.image = path.resolve(path.dirname(DEMO_CATALOGUE), p.image);
    await writeFile(file, JSON.stringify(catalogue));
    try {
      const before = await all("products");
      const result = await seedCatalogue({ ...connection, file });
      expect(result.products).toEqual({ created: 0, updated: 1, unchanged: before.length - 1 });
      const changed = (await all("products")).find((p) => p.name === catalogue.products[0].name);
      expect(changed?.price).toBe(1234);
      expect(changed?.images).toEqual(before.find((p) => p.id === changed?.id)?.images);
    } finally {
      await rm(file, { force: true });
      await seedCatalogue({ ...connection, file: DEMO_CATALOGUE });
    }
  });
});

describe("generated catalogue", () => {
  it("--count 200 adds exactly 200 products, once", async () => {
    const demo = (await all("products")).length;
    const first = await seedGenerated({ ...connection, count: 200 });
    expect(first.products.created).toBe(200);
    expect((await all("products")).length).toBe(demo + 200);

    const again = await seedGenerated({ ...connection, count: 200 });
    expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 200 });
    const generated = (await all("products")).filter((p) => p.images.length === 0);
    expect(generated).toHaveLength(200);
    for (const p of generated) expect(p.imageUrls?.[0]).toMatch(/^\/api\/files\/products\//);
  });
});
