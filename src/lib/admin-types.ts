/**
 * The /admin side's types and the valibot schemas that make them from PocketBase records, like
 * src/lib/types.ts for the shop (and loaded only with /admin). Missing or malformed fields fall
 * back to safe defaults, so one odd record never breaks the owner's list.
 */
import * as v from "valibot";
import { orderSchema, paymentSlipSchema } from "./types";

const text = v.fallback(v.string(), "");
const flag = v.fallback(v.boolean(), false);

/** An order as the shop sees it: the customer's order plus the shop's own fields. */
export const adminOrderSchema = v.object({
  ...orderSchema.entries,
  /** the shop's private note (hidden from the customer by the server) */
  staffNote: text,
  courier: text,
});
export type AdminOrder = v.InferOutput<typeof adminOrderSchema>;

/** One step the shop took on an order (collection `orderactions`): who did what, when. */
export const orderActionRecordSchema = v.object({
  id: v.string(),
  collectionId: text,
  order: text,
  action: text,
  fromStatus: text,
  toStatus: text,
  trackingNumber: text,
  courier: text,
  note: text,
  staffNote: text,
  /** a refund's amount, the link to the unboxing video and its file */
  amount: v.fallback(v.number(), 0),
  videoUrl: text,
  /** the unboxing video's stored file (protected: opens with a file token) */
  video: text,
  /** a replacement's order number */
  replacementOrder: text,
  by: text,
  created: text,
});
export type OrderActionRecord = v.InferOutput<typeof orderActionRecordSchema>;

export type AdminSlip = v.InferOutput<typeof paymentSlipSchema>;

const messageBase = {
  id: v.string(),
  name: text,
  handled: flag,
  handledAt: text,
  handledBy: text,
  created: text,
};

/** A contact message (`inquiries`). */
export const inquirySchema = v.object({
  ...messageBase,
  email: text,
  subject: text,
  message: text,
});
/** A custom-order request (`customorders`). */
export const customRequestSchema = v.object({
  ...messageBase,
  whatsapp: text,
  description: text,
  referenceLinks: v.fallback(v.array(v.string()), []),
  /** the stored photos' addresses with a file token (protected files), filled by the backend */
  photoUrls: v.fallback(v.array(v.string()), []),
});
export type Inquiry = v.InferOutput<typeof inquirySchema>;
export type CustomRequest = v.InferOutput<typeof customRequestSchema>;

/** A staff member as the owner manages them. */
export const staffSchema = v.object({
  id: v.string(),
  name: text,
  email: text,
  created: text,
  confirmPayments: v.optional(v.boolean(), false),
});
export type StaffMember = v.InferOutput<typeof staffSchema>;

/** The owner's figures (GET /api/shop/admin/sales, pb_hooks/lib/sales.js). */
const period = v.object({
  orders: v.number(),
  /** money received less refunds */
  revenue: v.number(),
  received: v.fallback(v.number(), 0),
  refunds: v.fallback(v.number(), 0),
  byStatus: v.record(v.string(), v.object({ orders: v.number(), total: v.number() })),
});
export const salesSchema = v.object({
  today: period,
  last7Days: period,
  last30Days: period,
  awaitingPayment: v.object({ orders: v.number(), total: v.number(), advance: v.number() }),
  topProducts: v.array(
    v.object({ id: text, name: text, quantity: v.number(), revenue: v.number() }),
  ),
});
export type Sales = v.InferOutput<typeof salesSchema>;
export type SalesPeriod = v.InferOutput<typeof period>;

/** A customer as /admin -> Customers lists them (pb_hooks/lib/customers.js). */
const customerSchema = v.object({
  id: v.string(),
  name: text,
  email: text,
  phone: text,
  orders: v.number(),
  /** LKR received so far, less refunds (src/shared/refunds.ts moneyReceived) */
  totalSpent: v.number(),
  lastOrder: v.nullable(v.object({ id: v.string(), number: text, at: text })),
  note: text,
});
export type Customer = v.InferOutput<typeof customerSchema>;
const customerPageSchema = v.object({
  page: v.number(),
  totalPages: v.number(),
  totalItems: v.number(),
  items: v.array(customerSchema),
});
export type CustomerPage = v.InferOutput<typeof customerPageSchema>;
const customerNoteSchema = v.object({ note: text });

export const toAdminOrder = (record: unknown) => v.parse(adminOrderSchema, record);
export const toOrderAction = (record: unknown) => v.parse(orderActionRecordSchema, record);
export const toAdminSlip = (record: unknown) => v.parse(paymentSlipSchema, record);
export const toInquiry = (record: unknown) => v.parse(inquirySchema, record);
export const toCustomRequest = (record: unknown) => v.parse(customRequestSchema, record);
export const toStaffMember = (record: unknown) => v.parse(staffSchema, record);
export const toSales = (body: unknown) => v.parse(salesSchema, body);
export const toCustomerPage = (body: unknown) => v.parse(customerPageSchema, body);
export const toCustomerNote = (body: unknown) => v.parse(customerNoteSchema, body).note;
