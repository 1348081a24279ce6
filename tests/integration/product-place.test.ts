/** A product's breadcrumbs and related products, read from the device's catalogue (Dexie). */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { productPlace } from "../../src/offline/catalogue-hooks";
import { ShopDb } from "../../src/offline/db";
import { product } from "../unit/fixtures";

async function catalogue({ subEnabled = true } = {}) {
  const database = new ShopDb(`place-${randomUUID()}`);
  await database.categories.put({
    id: "c1",
    name: "Bags",
    priority: 1,
    isEnabled: true,
    updated: "",
  });
  await database.subcategories.bulkPut([
    {
      id: "s1",
      name: "Totes",
      parentCategoryId: "c1",
      isEnabled: subEnabled,
      defaultWeightGrams: 0,
      updated: "",
    },
    {
      id: "s2",
      name: "Wallets",
      parentCategoryId: "c1",
      isEnabled: true,
      defaultWeightGrams: 0,
      updated: "",
    },
  ]);
  const totes = Array.from({ length: 11 }, (_, i) =>
    product({ id: `t${i.toString().padStart(2, "0")}`, categoryId: "c1", subcategoryId: "s1" }),
  );
  await database.products.bulkPut([
    ...totes,
    product({ id: "w1", categoryId: "c1", subcategoryId: "s2" }),
  ]);
  return { database, shown: totes[3] ?? product() };
}

describe("productPlace", () => {
  it("names the category and subcategory and lists up to 8 others of the subcategory", async () => {
    const { database, shown } = await catalogue();
    const place = await productPlace(database, shown);
    expect(place.category?.name).toBe("Bags");
    expect(place.subcategory?.name).toBe("Totes");
    const ids = place.related.map((p) => p.id);
    expect(ids).toHaveLength(8);
    expect(ids).not.toContain(shown.id);
    expect(ids).not.toContain("w1");
  });

  it("lists none from a subcategory the shop has switched off", async () => {
    const { database, shown } = await catalogue({ subEnabled: false });
    expect((await productPlace(database, shown)).related).toEqual([]);
  });
});
