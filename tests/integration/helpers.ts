/**
 * Fixtures for the integration tests against the shared real PocketBase (global setup):
 * SDK clients for a guest, a superuser and fresh users, and catalogue records made through
 * the superuser API. Every name carries a random suffix so test files never collide.
 */
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import PocketBase, { ClientResponseError, type RecordModel } from "pocketbase";
import sharp from "sharp";
import { inject } from "vitest";
import { SAMPLE_CHECKOUT } from "../../scripts/lib/sample-checkout.mjs";
import { sharedServerUrl } from "../setup/shared-server";

export const PASSWORD = "correct-horse-42";

export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export function guestClient(): PocketBase {
  const pb = new PocketBase(sharedServerUrl());
  pb.autoCancellation(false);
  return pb;
}

export async function superuserClient(): Promise<PocketBase> {
  const pb = guestClient();
  await pb
    .collection("_superusers")
    .authWithPassword(inject("adminEmail"), inject("adminPassword"));
  return pb;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  pb: PocketBase;
}

/** Creates a user through the superuser API (no guest rate limit) and signs it in. */
export async function createUser(admin: PocketBase, name = "Test Shopper"): Promise<TestUser> {
  const email = `${unique("shopper")}@example.com`;
  const record = await admin
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  const pb = guestClient();
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return { id: record.id, email, name, pb };
}

/** Creates a staff member through the superuser API and signs them in. */
export async function createStaff(
  admin: PocketBase,
  firstName: string,
): Promise<{ pb: PocketBase; name: string }> {
  const name = `${firstName} ${randomUUID().slice(0, 4)}`;
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  const pb = guestClient();
  await pb.collection("staff").authWithPassword(email, PASSWORD);
  return { pb, name };
}

export interface Catalogue {
  categoryId: string;
  subcategoryId: string;
  /** in stock, no options, price 1500 */
  plainId: string;
  /** in stock, options Small 2000 / Large 3500 (so its price is 2000, its first option's) */
  optionsId: string;
  outOfStockId: string;
  /** in stock, but its category is disabled */
  disabledCategoryId: string;
  /** in stock, but its subcategory is disabled */
  disabledSubcategoryId: string;
}

export async function createCatalogue(admin: PocketBase): Promise<Catalogue> {
  const category = await admin
    .collection("categories")
    .create({ name: unique("Snacks"), priority: 1, isEnabled: true });
  const subcategory = await admin
    .collection("subcategories")
    .create({ name: "Other", parentCategory: category.id, isEnabled: true });
  const offCategory = await admin
    .collection("categories")
    .create({ name: unique("Hidden"), priority: 9, isEnabled: false });
  const offCategorySub = await admin
    .collection("subcategories")
    .create({ name: "Other", parentCategory: offCategory.id, isEnabled: true });
  const offSub = await admin
    .collection("subcategories")
    .create({ name: unique("Paused"), parentCategory: category.id, isEnabled: false });
  const product = (fields: Record<string, unknown>) =>
    admin.collection("products").create({
      name: unique("Product"),
      brand: "Test Brand",
      category: category.id,
      subcategory: subcategory.id,
      price: 1500,
      stripePrice: 1800,
      imageUrls: ["/images/test.webp"],
      outOfStock: false,
      ...fields,
    });
  const plain = await product({});
  const options = await product({
    price: 1000,
    options: [
      { label: "Small", value: 2000 },
      { label: "Large", value: 3500 },
    ],
  });
  const outOfStock = await product({ outOfStock: true });
  const disabledCategory = await product({
    category: offCategory.id,
    subcategory: offCategorySub.id,
  });
  const disabledSubcategory = await product({ subcategory: offSub.id });
  return {
    categoryId: category.id,
    subcategoryId: subcategory.id,
    plainId: plain.id,
    optionsId: options.id,
    outOfStockId: outOfStock.id,
    disabledCategoryId: disabledCategory.id,
    disabledSubcategoryId: disabledSubcategory.id,
  };
}

export function validCheckout() {
  return structuredClone(SAMPLE_CHECKOUT);
}

export function orderBody(items: { product: string; option: string | null; quantity: number }[]) {
  return { clientId: randomUUID(), orderNumber: freshOrderNumber(), items, ...validCheckout() };
}

export function freshOrderNumber(): string {
  return `ORDER-${randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase()}`;
}

/**
 * A copy of `order` (a record as a superuser read it) delivered at `deliveredMs`, as the
 * dashboard's import makes one (a superuser create): a refund's seven working days from then.
 */
export function deliveredCopy(admin: PocketBase, order: RecordModel, deliveredMs: number) {
  const {
    id: _i,
    collectionId: _c,
    collectionName: _n,
    created: _cr,
    updated: _u,
    ...fields
  } = order;
  const at = new Date(deliveredMs).toISOString();
  return admin.collection("orders").create({
    ...fields,
    clientId: randomUUID(),
    orderNumber: freshOrderNumber(),
    status: "Delivered",
    statusHistory: [
      { status: "Confirmed", note: "", at },
      { status: "Delivered", note: "", at },
    ],
  });
}

/** Runs a call expected to fail and returns PocketBase's error (status + response body). */
export async function failure(call: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}

/** How many records match, as a superuser sees them; values go in as `{:name}` parameters, escaped by the SDK. */
export async function countAs(
  admin: PocketBase,
  collection: string,
  filter: string,
  params?: Record<string, unknown>,
) {
  const list = await admin
    .collection(collection)
    .getList(1, 1, { filter: params ? admin.filter(filter, params) : filter });
  return list.totalItems;
}

/** A real 16x16 JPEG, small enough for any upload limit (payment slips). */
export function tinyJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: "#c00" } })
    .jpeg()
    .toBuffer();
}

/** A valid 1-bit greyscale PNG of `width` x `height` white pixels: tiny, huge once decoded. */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
