/**
 * The demo catalogue (seed/catalogue.json) as the device holds it after a sync: products with
 * the ids the seed gives them (scripts/lib/seed-upsert.mjs), in id order as Dexie lists them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { recordId } from "../../scripts/lib/seed-upsert.mjs";
import type { Product } from "../../src/lib/types";
import { product } from "./fixtures";

interface SeedCategory {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}
interface SeedProduct {
  slug: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  price: number;
  stripePrice?: number;
  discount?: string;
  options?: { label: string; value: number }[];
  description?: string;
  keywords?: string;
}

const file = path.resolve(__dirname, "../../seed/catalogue.json");
const seed = JSON.parse(readFileSync(file, "utf8")) as {
  categories: SeedCategory[];
  products: SeedProduct[];
};

/** Every subcategory's name by id, as the search indexes them. */
export const demoSubcategoryNames = new Map(
  seed.categories.flatMap((c) =>
    c.subcategories.map((s) => [recordId("subcategories", s.slug), s.name] as const),
  ),
);

const categoryNames = new Map(seed.categories.map((c) => [c.slug, c.name]));

export const demoProducts: Product[] = seed.products
  .map((p, i) =>
    product({
      id: recordId("products", p.slug),
      name: p.name,
      brand: p.brand,
      categoryId: recordId("categories", p.category),
      subcategoryId: recordId("subcategories", p.subcategory),
      categoryName: categoryNames.get(p.category) ?? "",
      price: p.price,
      stripePrice: p.stripePrice ?? p.price,
      discount: p.discount ?? "",
      options: p.options ?? [],
      description: p.description ?? "",
      keywords: p.keywords ?? "",
      translations: {
        en: { name: p.name, description: p.description ?? "", sizeNote: "" },
        si: { name: "", description: "", sizeNote: "" },
        ta: { name: "", description: "", sizeNote: "" },
      },
      updated: String(i),
    }),
  )
  .sort((a, b) => (a.id < b.id ? -1 : 1));
