/**
 * Loads a catalogue file (seed/catalogue.json format) into PocketBase, idempotently.
 * Used by `npm run seed`, by `npm start` on an empty database, and by the tests.
 *
 * File format: { categories: [{slug, name, priority, isEnabled, subcategories: [{slug, name,
 * isEnabled, defaultWeightGrams}]}], products: [{slug, name, brand, category (slug),
 * subcategory (slug), price, stripePrice, discount, description, options, outOfStock,
 * isBestSeller, isInHome, image? (path relative to the file), imageUrls?}] }
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { shopUrl } from "./cli-errors.mjs";
import { ROOT } from "./pocketbase.mjs";
import { generateProducts } from "./seed-generate.mjs";
import {
  batchSize,
  connect,
  existingById,
  imageBase,
  recordId,
  upsertAll,
} from "./seed-upsert.mjs";

export const DEMO_CATALOGUE = path.join(ROOT, "seed", "catalogue.json");

/** The commands' shop and superuser (docs/operations.md). */
export const DEFAULT_CONNECTION = {
  url: shopUrl(),
  email: process.env.PB_ADMIN_EMAIL ?? "admin@example.com",
  password: process.env.PB_ADMIN_PASSWORD,
};

function categoryRecords(catalogue) {
  const categories = [];
  const subcategories = [];
  for (const c of catalogue.categories) {
    const id = recordId("categories", c.slug);
    categories.push({
      id,
      data: { name: c.name, priority: c.priority ?? 0, isEnabled: c.isEnabled ?? true },
    });
    for (const s of c.subcategories ?? []) {
      subcategories.push({
        id: recordId("subcategories", s.slug),
        data: {
          name: s.name,
          parentCategory: id,
          isEnabled: s.isEnabled ?? true,
          // the parcel weight of its products for the delivery fee, unless a product says
          defaultWeightGrams: s.defaultWeightGrams ?? 0,
        },
      });
    }
  }
  return { categories, subcategories };
}

/** The plain (non-file) fields of a product, as PocketBase stores them. */
export function productData(product, categoryName) {
  return {
    handle: product.slug,
    name: product.name,
    brand: product.brand ?? "",
    category: recordId("categories", product.category),
    subcategory: recordId("subcategories", product.subcategory),
    categoryName,
    imageUrls: product.imageUrls?.length ? product.imageUrls : null,
    price: product.price,
    stripePrice: product.stripePrice ?? product.price,
    discount: product.discount ?? "",
    description: product.description ?? "",
    options: product.options?.length ? product.options : null,
    outOfStock: product.outOfStock ?? false,
    isBestSeller: product.isBestSeller ?? false,
    isInHome: product.isInHome ?? false,
  };
}

async function productRecords(catalogue, dir) {
  const names = new Map(catalogue.categories.map((c) => [c.slug, c.name]));
  return Promise.all(
    catalogue.products.map(async (product) => {
      const item = {
        id: recordId("products", product.slug),
        data: productData(product, names.get(product.category) ?? ""),
      };
      if (product.image) {
        const bytes = await readFile(path.resolve(dir, product.image));
        item.imageBase = imageBase(bytes);
        const file = new File([bytes], `${item.imageBase}.webp`, { type: "image/webp" });
        item.files = { images: [file] };
      }
      return item;
    }),
  );
}

const imageIsCurrent = (stored, item) =>
  stored.images?.length === 1 && stored.images[0].startsWith(`${item.imageBase}_`);

/**
 * Upserts the categories, subcategories and products of a catalogue file.
 * @param {{ file?: string, url?: string, email?: string, password?: string }} [options]
 */
export async function seedCatalogue({ file = DEMO_CATALOGUE, ...connection } = {}) {
  const pb = await connect({ ...DEFAULT_CONNECTION, ...connection });
  const catalogue = JSON.parse(await readFile(file, "utf8"));
  const { categories, subcategories } = categoryRecords(catalogue);
  const products = await productRecords(catalogue, path.dirname(file));
  return {
    categories: await upsertAll(pb, "categories", categories),
    subcategories: await upsertAll(pb, "subcategories", subcategories),
    // Uploads go through plain requests: batch bodies are size-limited and files are big.
    products: await upsertAll(pb, "products", products, {
      filesChanged: (stored, item) => !imageIsCurrent(stored, item),
    }),
  };
}

/**
 * Seeds the demo catalogue, then `count` synthetic products spread over its subcategories.
 * They reuse the demo products' uploaded images through `imageUrls`, so nothing is uploaded.
 */
/** @param {{ count: number, url?: string, email?: string, password?: string }} options */
export async function seedGenerated({ count, ...connection }) {
  await seedCatalogue(connection);
  const pb = await connect({ ...DEFAULT_CONNECTION, ...connection });
  const catalogue = JSON.parse(await readFile(DEMO_CATALOGUE, "utf8"));
  const demo = await existingById(pb, "products");
  const imagesByCategory = new Map();
  for (const product of catalogue.products) {
    const stored = demo.get(recordId("products", product.slug));
    const file = stored?.images?.[0];
    if (!file) continue;
    const list = imagesByCategory.get(product.category) ?? [];
    list.push(`/api/files/products/${stored.id}/${file}`);
    imagesByCategory.set(product.category, list);
  }
  const generated = generateProducts(catalogue, count, imagesByCategory);
  const names = new Map(catalogue.categories.map((c) => [c.slug, c.name]));
  const items = generated.map((product) => ({
    id: recordId("products", product.slug),
    data: productData(product, names.get(product.category) ?? ""),
  }));
  return { products: await upsertAll(pb, "products", items, { batch: await batchSize(pb) }) };
}
