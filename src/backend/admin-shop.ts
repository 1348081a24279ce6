/**
 * /admin's other screens at the server: contact messages and custom requests, the catalogue's
 * switches, prices and photos, the settings record, staff accounts, and the owner's figures and
 * CSV. Who may do what is the server's (docs/owner-guide.md); these only ask.
 */
import type { RecordModel } from "pocketbase";
import {
  type CustomRequest,
  type Inquiry,
  type Sales,
  type StaffMember,
  toCustomRequest,
  toInquiry,
  toSales,
  toStaffMember,
} from "../lib/admin-types";
import { type Product, type Settings, toProduct, toSettings } from "../lib/types";
import { adminPb } from "./admin-session";

export type MessageKind = "inquiries" | "customorders";

/** The newest messages of a kind (handled ones too when `includeHandled`). */
export async function fetchMessages<K extends MessageKind>(
  kind: K,
  includeHandled: boolean,
): Promise<(K extends "inquiries" ? Inquiry : CustomRequest)[]> {
  const records = await adminPb()
    .collection(kind)
    .getList(1, 100, {
      filter: includeHandled ? "" : "handled = false",
      sort: "-created",
      requestKey: null,
    });
  if (kind === "inquiries") return records.items.map(toInquiry) as never;
  // a request's photos are protected files: their addresses carry a short-lived file token
  const withPhotos = records.items.some(
    (record) => Array.isArray(record.photos) && record.photos.length,
  );
  const token = withPhotos ? await adminPb().files.getToken({ requestKey: null }) : "";
  return records.items.map((record) =>
    toCustomRequest({
      ...record,
      photoUrls: (Array.isArray(record.photos) ? record.photos : []).map((name: string) =>
        adminPb().files.getURL(record, name, { token }),
      ),
    }),
  ) as never;
}

/** How many messages and requests are not handled yet. */
export async function fetchOpenMessageCount(): Promise<number> {
  const counts = await Promise.all(
    (["inquiries", "customorders"] as const).map((kind) =>
      adminPb()
        .collection(kind)
        .getList(1, 1, { filter: "handled = false", fields: "id", requestKey: null }),
    ),
  );
  return counts.reduce((sum, list) => sum + list.totalItems, 0);
}

/** Marks a message handled (or open again); the server stamps when and by whom. */
export async function setHandled(kind: MessageKind, id: string, handled: boolean): Promise<void> {
  await adminPb().collection(kind).update(id, { handled }, { requestKey: null });
}

/** Calls back on every new or changed message; resolves with the unsubscribe function. */
export async function subscribeMessages(onChange: () => void): Promise<() => Promise<void>> {
  const stops = [
    await adminPb().collection("inquiries").subscribe("*", onChange),
    await adminPb().collection("customorders").subscribe("*", onChange),
  ];
  return async () => {
    for (const stop of stops) await stop().catch(() => undefined);
  };
}

/** A product as /admin edits it: the app's product plus its raw photo list. */
export interface AdminProduct extends Product {
  record: RecordModel;
}

/** One page of products by name, matching `search` in the name or brand. */
export async function fetchProducts(
  search: string,
  page: number,
): Promise<{ items: AdminProduct[]; totalPages: number }> {
  const q = search.trim();
  const result = await adminPb()
    .collection("products")
    .getList(page, 20, {
      filter: q ? adminPb().filter("name ~ {:q} || brand ~ {:q}", { q }) : "",
      sort: "name",
      requestKey: null,
    });
  return {
    items: result.items.map((record) => ({ ...toProduct(record), record })),
    totalPages: result.totalPages,
  };
}

/** Changes some of a product's fields (staff: only `outOfStock`); answers the stored product. */
export async function updateProduct(
  id: string,
  fields: Partial<Pick<Product, "outOfStock" | "isInHome" | "isBestSeller">>,
): Promise<AdminProduct> {
  const record = await adminPb().collection("products").update(id, fields, { requestKey: null });
  return { ...toProduct(record), record };
}

/** The shop's settings record, as the server has it now. */
export async function fetchSettings(): Promise<Settings> {
  const record = await adminPb().collection("settings").getFirstListItem("", { requestKey: null });
  return toSettings(record);
}

/** Saves the settings (the owner only); the server checks them with the form's own rules. */
export async function saveSettings(id: string, fields: Record<string, unknown>): Promise<Settings> {
  return toSettings(
    await adminPb().collection("settings").update(id, fields, { requestKey: null }),
  );
}

export async function fetchStaff(): Promise<StaffMember[]> {
  const records = await adminPb()
    .collection("staff")
    .getFullList({ sort: "name", requestKey: null });
  return records.map(toStaffMember);
}

/** A new staff account with the password the owner hands over. */
export async function createStaff(fields: {
  name: string;
  email: string;
  password: string;
}): Promise<void> {
  await adminPb()
    .collection("staff")
    .create({ ...fields, passwordConfirm: fields.password }, { requestKey: null });
}

/** A new password for a staff member (their open sessions end: the token key changes). */
export async function resetStaffPassword(id: string, password: string): Promise<void> {
  await adminPb()
    .collection("staff")
    .update(id, { password, passwordConfirm: password }, { requestKey: null });
}

/** Switches "May confirm payments" for a staff member (only the owner may). */
export async function setStaffConfirmPayments(id: string, on: boolean): Promise<void> {
  await adminPb().collection("staff").update(id, { confirmPayments: on }, { requestKey: null });
}

export async function removeStaff(id: string): Promise<void> {
  await adminPb().collection("staff").delete(id, { requestKey: null });
}

/** The owner's figures: today, 7 and 30 days, awaiting payment, best sellers. */
export async function fetchSales(): Promise<Sales> {
  return toSales(await adminPb().send("/api/shop/admin/sales", { requestKey: null }));
}

/** The accountant's CSV of the orders of those Sri Lankan days, as a file to save. */
export async function fetchOrdersCsv(from: string, to: string): Promise<Blob> {
  const response = await fetch(
    adminPb().buildURL(`/api/shop/admin/orders.csv?from=${from}&to=${to}`),
    { headers: { Authorization: adminPb().authStore.token } },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message || `The spreadsheet could not be made (${response.status}).`);
  }
  return response.blob();
}
