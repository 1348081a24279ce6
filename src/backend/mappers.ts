/**
 * Raw PocketBase records -> app types. Every record that enters the app passes through one of
 * these schemas; missing or malformed fields fall back to safe defaults instead of throwing,
 * so one bad record never breaks a whole sync page.
 */
import * as v from "valibot";
import { toWebp } from "../lib/images";

const text = v.fallback(v.string(), "");
const num = v.fallback(v.number(), 0);
const flag = v.fallback(v.boolean(), false);

export const categorySchema = v.pipe(
  v.object({ id: v.string(), name: text, priority: num, isEnabled: flag, updated: text }),
  v.transform((r) => ({
    id: r.id,
    name: r.name,
    priority: r.priority,
    isEnabled: r.isEnabled,
    updated: r.updated,
  })),
);
export type Category = v.InferOutput<typeof categorySchema>;

export const subcategorySchema = v.pipe(
  v.object({ id: v.string(), name: text, parentCategory: text, isEnabled: flag, updated: text }),
  v.transform((r) => ({
    id: r.id,
    name: r.name,
    parentCategoryId: r.parentCategory,
    isEnabled: r.isEnabled,
    updated: r.updated,
  })),
);
export type Subcategory = v.InferOutput<typeof subcategorySchema>;

const optionSchema = v.object({ label: v.string(), value: v.number() });
export type ProductOption = v.InferOutput<typeof optionSchema>;

const stringList = v.fallback(v.array(v.string()), []);

export const productSchema = v.pipe(
  v.object({
    id: v.string(),
    collectionId: text,
    name: text,
    brand: text,
    category: text,
    subcategory: text,
    categoryName: text,
    images: stringList,
    imageUrls: stringList,
    price: num,
    stripePrice: num,
    discount: text,
    description: text,
    options: v.fallback(v.array(optionSchema), []),
    outOfStock: flag,
    isBestSeller: flag,
    isInHome: flag,
    updated: text,
  }),
  v.transform((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    categoryId: r.category,
    subcategoryId: r.subcategory,
    categoryName: r.categoryName,
    images: [
      ...r.images.map((file) => `/api/files/products/${r.id}/${file}`),
      ...r.imageUrls.map(toWebp),
    ],
    price: r.price,
    stripePrice: r.stripePrice,
    discount: r.discount,
    description: r.description,
    options: r.options,
    outOfStock: r.outOfStock,
    isBestSeller: r.isBestSeller,
    isInHome: r.isInHome,
    updated: r.updated,
  })),
);
export type Product = v.InferOutput<typeof productSchema>;

const announcementSchema = v.object({ text: v.string(), until: v.optional(v.string()) });
export type Announcement = v.InferOutput<typeof announcementSchema>;

export const settingsSchema = v.pipe(
  v.object({
    id: v.string(),
    countDownEndTime: text,
    isFlashSectionVisible: flag,
    freeShippingUntil: text,
    announcements: v.fallback(v.array(announcementSchema), []),
    supportPhone: text,
    supportEmail: text,
    updated: text,
  }),
  v.transform((r) => ({ ...r })),
);
export type Settings = v.InferOutput<typeof settingsSchema>;

export const toCategory = (record: unknown) => v.parse(categorySchema, record);
export const toSubcategory = (record: unknown) => v.parse(subcategorySchema, record);
export const toProduct = (record: unknown) => v.parse(productSchema, record);
export const toSettings = (record: unknown) => v.parse(settingsSchema, record);
