/**
 * The owner's product form at the server: one product with its raw photo names, the category
 * tree to choose from, a save that uploads new photos with progress (upload-request.ts),
 * duplicate's photos, and delete. The server checks every save with the
 * form's own rules (pb_hooks/products.pb.js); a refusal comes back as field messages.
 */
import type { RecordModel } from "pocketbase";
import {
  type Category,
  type Subcategory,
  toCategory,
  toProduct,
  toSubcategory,
} from "../lib/types";
import type { ProductFormValues } from "../shared/product-form";
import { adminPb } from "./admin-session";
import type { AdminProduct } from "./admin-shop";
import { sendWithProgress, type UploadRefusal } from "./upload-request";

/** A photo as the form holds it: one stored on the server, or a new one (already resized). */
export type FormPhoto =
  | { kind: "stored"; name: string; url: string }
  | { kind: "new"; key: string; file: Blob; url: string };

/** A refused save: each field's message ("images" for the photos). */
export type ProductRefusal = UploadRefusal;

const toAdminProduct = (record: RecordModel): AdminProduct => ({ ...toProduct(record), record });

export async function fetchProduct(id: string): Promise<AdminProduct> {
  return toAdminProduct(await adminPb().collection("products").getOne(id, { requestKey: null }));
}

export async function fetchCategoryTree(): Promise<{
  categories: Category[];
  subcategories: Subcategory[];
}> {
  const [categories, subcategories] = await Promise.all([
    adminPb().collection("categories").getFullList({ sort: "priority,name", requestKey: null }),
    adminPb().collection("subcategories").getFullList({ sort: "name", requestKey: null }),
  ]);
  return {
    categories: categories.map(toCategory),
    subcategories: subcategories.map(toSubcategory),
  };
}

/** The stored photos of a product, in order, as the form shows them. */
export function storedPhotos(product: AdminProduct): FormPhoto[] {
  const names: string[] = Array.isArray(product.record.images) ? product.record.images : [];
  return names.map((name) => ({
    kind: "stored",
    name,
    url: adminPb().files.getURL(product.record, name),
  }));
}

/**
 * Creates (no `id`) or updates a product with its fields and photos in the order shown: new
 * photos are uploaded in one request with progress, photos taken away are deleted, and a second
 * small request puts them in order when a new one is not last.
 */
export async function saveProduct(
  id: string | undefined,
  values: ProductFormValues,
  photos: readonly FormPhoto[],
  removed: readonly string[],
  onProgress: (sent: number, total: number) => void,
): Promise<AdminProduct> {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) {
    form.append(field, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const name of removed) form.append("images-", name);
  const fresh = photos.filter((p) => p.kind === "new");
  fresh.forEach((photo, i) => {
    form.append("images+", new File([photo.file], `photo-${i + 1}.${extension(photo.file)}`));
  });
  const path = id ? `/api/collections/products/records/${id}` : "/api/collections/products/records";
  const saved = await sendWithProgress(id ? "PATCH" : "POST", path, form, onProgress, "images");
  const stored: string[] = Array.isArray(saved.images) ? saved.images : [];
  // new uploads are the last names, in the order they were sent
  const newNames = stored.slice(stored.length - fresh.length);
  let next = 0;
  const order = photos.map((p) => (p.kind === "stored" ? p.name : (newNames[next++] ?? "")));
  if (order.join("\n") === stored.join("\n")) return toAdminProduct(saved);
  const body = JSON.stringify({ images: order.filter(Boolean) });
  return toAdminProduct(
    await sendWithProgress(
      "PATCH",
      `/api/collections/products/records/${saved.id}`,
      body,
      () => {},
      "images",
    ),
  );
}

const extension = (file: Blob) => (file.type === "image/webp" ? "webp" : "jpg");

/** A product's stored photos as new ones, for Duplicate. */
export async function copyPhotos(photos: readonly FormPhoto[]): Promise<FormPhoto[]> {
  return Promise.all(
    photos.map(async (photo, i) => {
      if (photo.kind === "new") return photo;
      const file = await (await fetch(photo.url)).blob();
      return { kind: "new", key: `copy-${i}-${photo.name}`, file, url: URL.createObjectURL(file) };
    }),
  );
}

export async function deleteProduct(id: string): Promise<void> {
  await adminPb().collection("products").delete(id, { requestKey: null });
}
