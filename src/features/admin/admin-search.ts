/**
 * /admin's URLs: `/admin/<screen>` with the screen's own parameters in the search, e.g.
 * `/admin/orders?view=slip&q=0771234567`, `/admin/orders/<id>`, `/admin/packing-slips?ids=a,b`.
 * One route carries them all (src/routes/admin.$.tsx), so the shop's route table, loaded on a
 * shopper's first visit, grows by two entries only; the rules and titles are here, in the admin
 * chunk. A malformed value falls back instead of throwing: a hand-edited link still opens.
 */
import * as v from "valibot";

/** Absent or malformed: `fallback`. */
const optional = <T extends v.GenericSchema<unknown, string>>(
  schema: T,
  fallback: v.InferOutput<T>,
) => v.fallback(v.optional(schema, fallback), fallback);

const day = optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), "");

export const adminSearchSchema = v.object({
  /** orders: a view key (src/shared/admin-orders.ts); an unknown one lists every order */
  view: optional(v.string(), "all"),
  /** orders: search by order number, name, email or phone; customers: name, email or phone */
  q: optional(v.string(), ""),
  /** orders: placed from and to (Sri Lankan days, inclusive) */
  from: day,
  to: day,
  /** packing slips: the orders to print, in that order */
  ids: optional(v.string(), ""),
  /** packing slips: the printer's paper */
  paper: optional(v.picklist(["a4", "receipt"]), "a4"),
});
export type AdminSearch = v.InferOutput<typeof adminSearchSchema>;

/** The title of each screen, by the first part of its path after /admin/. */
export const ADMIN_TITLES: Record<string, string> = {
  "": "Today",
  orders: "Orders",
  "packing-slips": "Packing slips",
  messages: "Messages",
  catalogue: "Catalogue",
  settings: "Settings",
  staff: "Staff",
  customers: "Customers",
};

/** The URL's search as the screens read it (every field with its default). */
export const readAdminSearch = (search: unknown): AdminSearch =>
  v.parse(adminSearchSchema, search ?? {});
