/**
 * Applies a checked spreadsheet (catalogue-csv.mjs) to PocketBase, and reads the catalogue back
 * for export. Categories and subcategories are matched by name (case-insensitive) and created
 * when missing, each new category with its "Other"; products are upserted by `handle` through
 * the seed's upsert (seed-upsert.mjs), so running the same file twice changes nothing.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { OWNER_TEXT_COLUMNS } from "./catalogue-csv.mjs";
import { connect, existingById, imageBase, pool, recordId, upsertAll } from "./seed-upsert.mjs";

/** @typedef {import("pocketbase").default} PocketBase */
/** @typedef {import("./seed-upsert.mjs").RecordModel} RecordModel */
/** @typedef {import("./catalogue-csv.mjs").Problem} Problem */
/**
 * A spreadsheet row's product, with the ids of its category and subcategory once planned.
 * @typedef {import("./catalogue-csv.mjs").SheetProduct & { categoryId?: string, subcategoryId?: string }} Product
 */

/** The owner's Sinhala and Tamil texts, size notes and keywords (absent from a file: kept as stored). */
const TRANSLATED = OWNER_TEXT_COLUMNS;

/**
 * A new epoch in the settings record: every device drops its catalogue and pulls it anew.
 * @param {PocketBase} pb
 */
async function renewCatalogueEpoch(pb) {
  const settings = await pb.collection("settings").getFirstListItem("");
  await pb.collection("settings").update(settings.id, { catalogueEpoch: randomUUID() });
}

/** @param {string} entry */
/**
 * The stored categories, subcategories and products, each by id.
 * @param {PocketBase} pb
 */
const storedCatalogue = (pb) =>
  Promise.all([
    existingById(pb, "categories"),
    existingById(pb, "subcategories"),
    existingById(pb, "products"),
  ]);

/** @param {string} entry */
const isUrl = (entry) => /^(https?:\/\/|\/)/i.test(entry);
/** @param {string} name */
const key = (name) => name.trim().toLowerCase();

/**
 * The images of a row: URLs, stored file names kept as they are, and files to upload.
 * @param {string[]} entries
 * @param {RecordModel | undefined} stored
 * @param {string | undefined} imagesDir
 * @param {Problem[]} problems
 * @param {number} row
 */
async function resolveImages(entries, stored, imagesDir, problems, row) {
  /** @type {string[]} */
  const urls = [];
  /** @type {string[]} */
  const keep = [];
  /** @type {File[]} */
  const uploads = [];
  for (const entry of entries) {
    if (isUrl(entry)) {
      urls.push(entry);
    } else if (stored?.images?.includes(entry)) {
      keep.push(entry);
    } else if (!imagesDir) {
      problems.push({ row, column: "images", message: `"${entry}" needs --images DIR` });
    } else {
      let bytes;
      try {
        bytes = await readFile(path.join(imagesDir, path.basename(entry)));
      } catch {
        problems.push({ row, column: "images", message: `"${entry}" is not in ${imagesDir}` });
        continue;
      }
      const base = imageBase(bytes);
      const current = stored?.images?.find((/** @type {string} */ name) =>
        name.startsWith(`${base}_`),
      );
      if (current) keep.push(current);
      else uploads.push(new File([bytes], `${base}${path.extname(entry).toLowerCase()}`));
    }
  }
  return { urls, keep, uploads };
}

/**
 * @param {{ product: Product }[]} rows
 * @param {Map<string, RecordModel>} categories
 * @param {Map<string, RecordModel>} subcategories
 */
function plan(rows, categories, subcategories) {
  const categoryByName = new Map([...categories.values()].map((c) => [key(c.name), c.id]));
  const subByName = new Map(
    [...subcategories.values()].map((s) => [`${s.parentCategory}:${key(s.name)}`, s.id]),
  );
  /** @type {{ id: string, data: { name: string, isEnabled: boolean } }[]} */
  const newCategories = [];
  /** @type {{ id: string, data: { name: string, parentCategory: string, isEnabled: boolean } }[]} */
  const newSubcategories = [];
  /**
   * @param {string} categoryId
   * @param {string} name
   */
  const addSub = (categoryId, name) => {
    const k = `${categoryId}:${key(name)}`;
    if (!subByName.has(k)) {
      const id = recordId("subcategories", k);
      subByName.set(k, id);
      newSubcategories.push({ id, data: { name, parentCategory: categoryId, isEnabled: true } });
    }
    return subByName.get(k);
  };
  for (const { product } of rows) {
    let categoryId = categoryByName.get(key(product.category));
    if (!categoryId) {
      categoryId = recordId("categories", `name:${key(product.category)}`);
      categoryByName.set(key(product.category), categoryId);
      newCategories.push({ id: categoryId, data: { name: product.category, isEnabled: true } });
      addSub(categoryId, "Other");
    }
    product.categoryId = categoryId;
    product.subcategoryId = addSub(categoryId, product.subcategory);
  }
  return { newCategories, newSubcategories };
}

/**
 * Checks images against the server, then writes categories, subcategories and products.
 * @param {{ row: number, product: Product }[]} rows
 * @param {{ connection: import("./seed-upsert.mjs").Connection, imagesDir?: string, prune?: boolean,
 *   onProgress?: (done: number, total: number) => void }} options
 * @returns nothing is written when problems are found
 */
export async function importCatalogue(rows, { connection, imagesDir, prune, onProgress }) {
  const pb = await connect(connection);
  const [categories, subcategories, products] = await storedCatalogue(pb);
  /** @type {Map<string, RecordModel>} */
  const byHandle = new Map();
  for (const p of products.values()) byHandle.set(p.handle || p.id, p);
  /** @type {Problem[]} */
  const problems = [];
  const items = [];
  for (const { row, product } of rows) {
    const stored = byHandle.get(product.handle);
    const images = await resolveImages(product.images, stored, imagesDir, problems, row);
    items.push({ row, product, stored, images });
  }
  if (problems.length) return { problems };

  const { newCategories, newSubcategories } = plan(rows, categories, subcategories);
  /** @type {Map<string | undefined, string>} */
  const categoryNames = new Map([...categories.values()].map((c) => [c.id, c.name]));
  for (const c of newCategories) categoryNames.set(c.id, c.data.name);
  await upsertAll(pb, "categories", newCategories);
  await upsertAll(pb, "subcategories", newSubcategories);

  const wanted = items.map(({ product, stored, images }) => {
    const files = [...images.keep, ...images.uploads];
    const storedFiles = stored?.images ?? [];
    const filesDiffer =
      images.uploads.length > 0 ||
      files.length !== storedFiles.length ||
      files.some((f, i) => f !== storedFiles[i]);
    return {
      id: stored?.id ?? recordId("products", product.handle),
      data: {
        handle: stored && !stored.handle && stored.id === product.handle ? "" : product.handle,
        name: product.name,
        brand: product.brand,
        category: product.categoryId,
        subcategory: product.subcategoryId,
        categoryName: categoryNames.get(product.categoryId) ?? product.category,
        imageUrls: images.urls.length ? images.urls : null,
        price: product.price,
        stripePrice: product.stripePrice,
        discount: product.discount,
        description: product.description,
        options: product.options.length ? product.options : null,
        outOfStock: product.outOfStock,
        isBestSeller: product.isBestSeller,
        isInHome: product.isInHome,
        ...(product.weightGrams === undefined ? {} : { weightGrams: product.weightGrams }),
        ...(product.hidden === undefined ? {} : { hidden: product.hidden }),
        ...Object.fromEntries(
          TRANSLATED.filter((f) => product[f] !== undefined).map((f) => [f, product[f]]),
        ),
      },
      files: filesDiffer ? { images: files } : undefined,
    };
  });
  const counts = await upsertAll(pb, "products", wanted, {
    filesChanged: (_stored, item) => Boolean(item.files),
    onProgress,
    stored: products,
  });
  let pruned = 0;
  if (prune) {
    const keep = new Set(wanted.map((w) => w.id));
    const gone = [...products.values()].filter((p) => !keep.has(p.id));
    await pool(gone, 8, (p) => pb.collection("products").delete(p.id));
    pruned = gone.length;
    // devices pull the pruned catalogue anew (pb_hooks/lib/catalogue-epoch.js)
    if (pruned) await renewCatalogueEpoch(pb);
  }
  return {
    problems: [],
    summary: {
      ...counts,
      pruned,
      categoriesCreated: newCategories.length,
      subcategoriesCreated: newSubcategories.length,
    },
  };
}

/**
 * The catalogue as spreadsheet rows (catalogue-csv.mjs writes them).
 * @param {import("./seed-upsert.mjs").Connection} connection
 */
export async function readCatalogue(connection) {
  const pb = await connect(connection);
  const [categories, subcategories, products] = await storedCatalogue(pb);
  return [...products.values()]
    .sort((a, b) => (a.handle || a.id).localeCompare(b.handle || b.id))
    .map((p) => ({
      handle: p.handle || p.id,
      name: p.name,
      brand: p.brand,
      category: categories.get(p.category)?.name ?? "",
      subcategory: subcategories.get(p.subcategory)?.name ?? "",
      price: p.price,
      stripePrice: p.stripePrice,
      discount: p.discount,
      description: p.description,
      options: p.options ?? [],
      outOfStock: p.outOfStock,
      isInHome: p.isInHome,
      isBestSeller: p.isBestSeller,
      images: [...(p.images ?? []), ...(p.imageUrls ?? [])],
      weightGrams: p.weightGrams ?? 0,
      hidden: Boolean(p.hidden),
      ...Object.fromEntries(TRANSLATED.map((f) => [f, p[f] ?? ""])),
    }));
}
