/**
 * Raw PocketBase record shapes, exactly as the server stores them (see pb_migrations/).
 * Only src/backend/ and the hooks speak in these shapes; the rest of the app uses the
 * app types in src/lib/types.ts, produced by the mappers in src/backend/mappers.ts.
 */

export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  /** "YYYY-MM-DD HH:MM:SS.sssZ" (PocketBase autodate) */
  created: string;
  updated: string;
}

export interface CategoryRecord extends BaseRecord {
  name: string;
  priority: number;
  isEnabled: boolean;
}

export interface SubcategoryRecord extends BaseRecord {
  name: string;
  /** relation -> categories */
  parentCategory: string;
  isEnabled: boolean;
}

export interface ProductOptionRecord {
  label: string;
  /** option price in LKR */
  value: number;
}

export interface ProductRecord extends BaseRecord {
  name: string;
  brand: string;
  /** relation -> categories */
  category: string;
  /** relation -> subcategories */
  subcategory: string;
  /** denormalised by a hook from the category on every save */
  categoryName: string;
  /** uploaded files (file field, multiple) */
  images: string[];
  /** external image URLs or paths, used when no file is uploaded */
  imageUrls: string[] | null;
  price: number;
  stripePrice: number;
  discount: string;
  description: string;
  options: ProductOptionRecord[] | null;
  outOfStock: boolean;
  isBestSeller: boolean;
  isInHome: boolean;
}

export interface AnnouncementRecord {
  text: string;
  /** ISO date; the announcement is hidden after it. Absent = always shown. */
  until?: string;
}

export interface SettingsRecord extends BaseRecord {
  countDownEndTime: string;
  isFlashSectionVisible: boolean;
  freeShippingUntil: string;
  announcements: AnnouncementRecord[] | null;
  supportPhone: string;
  supportEmail: string;
}

export interface TombstoneRecord extends BaseRecord {
  /** name of the collection the deleted record belonged to */
  sourceCollection: string;
  recordId: string;
}

export interface OrderItemRecord {
  /** product record id */
  id: string;
  name: string;
  /** first image URL of the product */
  image: string;
  /** selected option label or null */
  option: string | null;
  quantity: number;
  /** unit price decided by the server */
  price: number;
  total: number;
}

export interface CustomerInfoRecord {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface ShippingAddressRecord {
  address: string;
  apartment: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface OrderRecord extends BaseRecord {
  /** ORDER- + 6 uppercase letters or digits; unique */
  orderNumber: string;
  /** relation -> users; forced to the caller by the hook */
  user: string;
  userName: string;
  userEmail: string;
  items: OrderItemRecord[];
  customerInfo: CustomerInfoRecord;
  shippingAddress: ShippingAddressRecord;
  subTotal: number;
  shipping: number;
  total: number;
  status: "Confirmed";
  clientId: string;
}

/** What a client sends to create an order; everything else is decided by the server. */
export interface OrderCreateBody {
  clientId: string;
  orderNumber: string;
  items: { product: string; option: string | null; quantity: number }[];
  customerInfo: CustomerInfoRecord;
  shippingAddress: ShippingAddressRecord;
}

export interface InquiryRecord extends BaseRecord {
  name: string;
  email: string;
  subject: string;
  message: string;
  clientId: string;
}

export interface CustomOrderRecord extends BaseRecord {
  name: string;
  whatsapp: string;
  referenceLinks: string[] | null;
  description: string;
  clientId: string;
}

export interface UserRecord extends BaseRecord {
  email: string;
  name: string;
  verified: boolean;
  emailVisibility: boolean;
  marketing: boolean;
}
