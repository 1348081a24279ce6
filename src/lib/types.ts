/**
 * The app's types and the valibot schemas that make them from PocketBase records. src/backend
 * parses every record it hands out with these; the rest of the app only sees the outputs.
 * Missing or malformed fields fall back to safe defaults instead of throwing, so one bad record
 * never breaks a whole sync page. The record shapes themselves are in pb_migrations/.
 */
import * as v from "valibot";
import { type DeliveryZone, PAYMENT_METHODS, type PaymentMethod } from "../shared/delivery";
import { CUSTOMER_INFO_FIELDS, SHIPPING_ADDRESS_FIELDS } from "../shared/order-fields";
import { ORDER_STATUSES, SLIP_RECEIVED } from "../shared/orders";
import { productOptionSchema } from "../shared/product-price";

const text = v.fallback(v.string(), "");
const num = v.fallback(v.number(), 0);
const flag = v.fallback(v.boolean(), false);
/** a name in Sinhala or Tamil, when the owner wrote one */
const localText = v.fallback(v.optional(v.string()), undefined);

// v.object keeps only the entries it names, so these are the app types without the record's rest.
export const categorySchema = v.object({
  id: v.string(),
  name: text,
  /** the Sinhala and Tamil names shoppers in that language see ("" = the English one) */
  nameSi: localText,
  nameTa: localText,
  priority: num,
  isEnabled: flag,
  updated: text,
});
export type Category = v.InferOutput<typeof categorySchema>;

export const subcategorySchema = v.pipe(
  v.object({
    id: v.string(),
    name: text,
    nameSi: localText,
    nameTa: localText,
    parentCategory: text,
    isEnabled: flag,
    /** a product of this subcategory weighs this much unless it says otherwise; 0 = unknown */
    defaultWeightGrams: num,
    updated: text,
  }),
  v.transform(({ parentCategory, ...rest }) => ({ ...rest, parentCategoryId: parentCategory })),
);
export type Subcategory = v.InferOutput<typeof subcategorySchema>;

export type { ProductOption } from "../shared/product-price";

const stringList = v.fallback(v.array(v.string()), []);

export const productSchema = v.pipe(
  v.object({
    id: v.string(),
    collectionId: text,
    /** the readable link's key (/p/HANDLE); "" for a product made without one */
    handle: text,
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
    options: v.fallback(v.array(productOptionSchema), []),
    outOfStock: flag,
    isBestSeller: flag,
    isInHome: flag,
    /** for the delivery fee; 0 = its subcategory's default */
    weightGrams: num,
    /** kept by the owner but not sold; shoppers never receive one (the server's rules) */
    hidden: flag,
    nameSi: text,
    nameTa: text,
    descriptionSi: text,
    descriptionTa: text,
    sizeNote: text,
    sizeNoteSi: text,
    sizeNoteTa: text,
    /** the owner's search words, commas between (docs/decisions/0160-search-words.md) */
    keywords: text,
    created: text,
    updated: text,
  }),
  v.transform((r) => ({
    id: r.id,
    handle: r.handle,
    name: r.name,
    brand: r.brand,
    categoryId: r.category,
    subcategoryId: r.subcategory,
    categoryName: r.categoryName,
    // uploads, then links and paths as typed: src/shared/product-image.ts decides what is shown
    // (the uploads' web variants, a shop path's webp form, a link as it is)
    images: [...r.images.map((file) => `/api/files/products/${r.id}/${file}`), ...r.imageUrls],
    price: r.price,
    stripePrice: r.stripePrice,
    discount: r.discount,
    description: r.description,
    /** the owner's line beside the options ("Runs small: choose one size up."); "" = none */
    sizeNote: r.sizeNote,
    options: r.options,
    outOfStock: r.outOfStock,
    isBestSeller: r.isBestSeller,
    isInHome: r.isInHome,
    weightGrams: r.weightGrams,
    hidden: r.hidden,
    keywords: r.keywords,
    /**
     * the owner's texts in each language: English as stored, Sinhala and Tamil where written
     * ("" = none: the English is shown); src/shared/catalogue.ts inLanguage picks one
     */
    translations: {
      en: { name: r.name, description: r.description, sizeNote: r.sizeNote },
      si: { name: r.nameSi, description: r.descriptionSi, sizeNote: r.sizeNoteSi },
      ta: { name: r.nameTa, description: r.descriptionTa, sizeNote: r.sizeNoteTa },
    },
    // isInHome as an IndexedDB key (booleans are not keys): the home screen reads its products
    // through an index on it instead of scanning the whole catalogue (src/offline/db.ts)
    inHome: (r.isInHome ? 1 : 0) as 0 | 1,
    /** when the shop added it: the "Newest" sort */
    created: r.created,
    updated: r.updated,
  })),
);
export type Product = v.InferOutput<typeof productSchema>;

/** A zone as settings store it; the server checked it when the owner saved. */
function isZone(value: unknown): value is DeliveryZone {
  const zone = value as DeliveryZone | null;
  return (
    typeof zone === "object" &&
    zone !== null &&
    typeof zone.key === "string" &&
    typeof zone.name === "string" &&
    Array.isArray(zone.districts) &&
    typeof zone.baseFee === "number" &&
    typeof zone.baseWeightKg === "number" &&
    typeof zone.extraKgFee === "number" &&
    typeof zone.cashOnDelivery === "boolean"
  );
}

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
    /** the shop's bank account for the 50% advance (order success, order card, email) */
    bankName: text,
    bankBranch: text,
    bankAccountName: text,
    bankAccountNumber: text,
    /** changes when the shop replaces its catalogue (a restore, a pruning import): pull anew */
    catalogueEpoch: text,
    /** the owner's delivery zones and fees (src/shared/delivery.ts); [] = the seeded defaults */
    deliveryZones: v.fallback(v.array(v.custom<DeliveryZone>(isZone)), []),
    /** the owner's synonyms for search, one group a line (src/shared/search-synonyms.ts) */
    searchSynonyms: text,
    updated: text,
  }),
  v.transform((r) => ({ ...r })),
);
export type Settings = v.InferOutput<typeof settingsSchema>;

/** A record the server deleted, so the sync can delete its copy. */
export const tombstoneSchema = v.object({
  id: v.string(),
  sourceCollection: text,
  recordId: text,
  updated: text,
});
export type Tombstone = v.InferOutput<typeof tombstoneSchema>;

const orderItemSchema = v.object({
  /** product record id */
  id: text,
  name: text,
  image: text,
  option: v.fallback(v.nullable(v.string()), null),
  quantity: num,
  /** unit price decided by the server */
  price: num,
  total: num,
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

/** An object of the text fields `keys`, each "" where missing or not text. */
function textFields<K extends string>(keys: readonly K[]) {
  const entries: Record<string, typeof text> = Object.fromEntries(keys.map((key) => [key, text]));
  return v.object(entries as Record<K, typeof text>);
}

const customerInfoSchema = textFields(CUSTOMER_INFO_FIELDS);
export type CustomerInfo = v.InferOutput<typeof customerInfoSchema>;
// `district` since delivery zones: "" on older orders
const shippingAddressSchema = textFields(SHIPPING_ADDRESS_FIELDS);
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;

const emptyCustomer: CustomerInfo = v.parse(customerInfoSchema, {});
const emptyAddress: ShippingAddress = v.parse(shippingAddressSchema, {});

const historyEntrySchema = v.object({
  status: v.fallback(v.picklist([...ORDER_STATUSES, SLIP_RECEIVED]), "Confirmed"),
  note: text,
  /** ISO date */
  at: text,
});
export type OrderHistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/** What orders and payment slips share: a customer's record, sent from a device's outbox. */
const customerRecord = {
  id: v.string(),
  /** the owner's user id */
  user: text,
  /** the outbox item's id, unique per collection, so a resent item is stored once */
  clientId: text,
  /** "YYYY-MM-DD HH:MM:SS.sssZ" (PocketBase autodate) */
  created: text,
};

/** A stored order as the server answered it (the order-create hook decides prices and totals). */
export const orderSchema = v.object({
  ...customerRecord,
  /** ORDER- + 6 uppercase letters or digits; unique */
  orderNumber: text,
  userName: text,
  userEmail: text,
  items: v.fallback(v.array(orderItemSchema), []),
  customerInfo: v.fallback(customerInfoSchema, emptyCustomer),
  shippingAddress: v.fallback(shippingAddressSchema, emptyAddress),
  subTotal: num,
  /** the delivery fee the server computed when the order was placed (part of total) */
  shipping: num,
  total: num,
  /** how the order is paid; older orders were all bank transfer */
  paymentMethod: v.fallback(v.picklist(PAYMENT_METHODS), "bank" as PaymentMethod),
  /** changed only by the shop, along pb_hooks/lib/order-status.js */
  status: v.fallback(v.picklist(ORDER_STATUSES), "Confirmed"),
  /** the shop's note on the last status change */
  statusNote: text,
  /** courier tracking number, set by the shop when shipped */
  trackingNumber: text,
  /** every step, oldest first; "Slip received" marks the first payment slip */
  statusHistory: v.fallback(v.array(historyEntrySchema), []),
  /** when the first payment slip arrived; "" before */
  slipReceivedAt: text,
  /** refunds for damaged goods, oldest first (pb_hooks/lib/aftercare.js) */
  refunds: v.fallback(v.array(v.object({ amount: num, reason: text, at: text })), []),
  /** their sum */
  refunded: num,
  /** orders sent at LKR 0 to replace damaged goods of this one */
  replacements: v.fallback(v.array(v.object({ id: text, orderNumber: text, at: text })), []),
  /** the order this one replaces at LKR 0; "" for an ordinary order */
  replacementOf: text,
  updated: text,
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A payment slip: a protected file only its owner and superusers fetch (with a file token). */
export const paymentSlipSchema = v.object({
  ...customerRecord,
  collectionId: text,
  order: text,
  /** stored file name */
  file: text,
});
export type PaymentSlip = v.InferOutput<typeof paymentSlipSchema>;

/** What a client sends to create an order; everything else is decided by the server. */
export interface OrderCreateBody {
  clientId: string;
  orderNumber: string;
  items: { product: string; option: string | null; quantity: number }[];
  customerInfo: CustomerInfo;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  /** an accepted quote: the order's one line, priced by the server from the stored quote */
  quote?: string;
}

/** The signed-in customer (src/backend/session.ts decides who that is). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/**
 * What the outbox sends: orders, contact messages, custom-order requests, payment slips, and
 * the shop's steps on an order from /admin (which session sends each: src/offline/outbox-sessions.ts).
 */
export type SubmissionKind =
  | "orders"
  | "inquiries"
  | "customorders"
  | "paymentslips"
  | "orderactions";

/** Kinds sent with the shopper's session: a customer's orders and slips are their own. */
export const CUSTOMER_KINDS: readonly SubmissionKind[] = ["orders", "paymentslips"];
/** Kinds sent with the /admin session: the shop's steps on an order. */
export const SHOP_KINDS: readonly SubmissionKind[] = ["orderactions"];

export const toCategory = (record: unknown) => v.parse(categorySchema, record);
export const toSubcategory = (record: unknown) => v.parse(subcategorySchema, record);
export const toProduct = (record: unknown) => v.parse(productSchema, record);
export const toSettings = (record: unknown) => v.parse(settingsSchema, record);
export const toTombstone = (record: unknown) => v.parse(tombstoneSchema, record);
/** A server record, a cached copy or an outbox answer -> Order. */
export const toOrder = (record: unknown) => v.parse(orderSchema, record);
export const toPaymentSlip = (record: unknown) => v.parse(paymentSlipSchema, record);
