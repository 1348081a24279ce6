/**
 * The shop's settings as the owner edits them in /admin, one copy for the form and the server
 * (pb_hooks/settings-check.pb.js refuses a save, from /admin or the dashboard, with these
 * messages). Dates are ISO strings; the form shows and reads them in Sri Lanka time.
 */
import * as v from "valibot";
import { deliveryZonesSchema } from "./delivery-zones-form";
import { searchSynonymsSchema } from "./search-synonyms";
import { lineText } from "./text";

export const MAX_ANNOUNCEMENTS = 10;

const isDate = (value: string) =>
  value === "" || !Number.isNaN(Date.parse(value.replace(" ", "T")));
const date = (message: string) => v.pipe(v.string(), v.trim(), v.check(isDate, message));
const line = (label: string, max: number) =>
  v.pipe(lineText(), v.maxLength(max, `${label} must be at most ${max} characters.`));

/**
 * Bank transfer is offered on every order (cash on delivery is only a zone's extra, see
 * src/shared/delivery.ts), and the order page and mails show customers these details to pay
 * the advance to: a bank, account name or number left empty would take orders no one can pay.
 */
const bankDetail = (label: string) =>
  v.pipe(
    line(label, 100),
    v.nonEmpty(`${label} is required: customers pay the advance by bank transfer to it.`),
  );

export const announcementSchema = v.object({
  text: v.pipe(
    lineText(),
    v.nonEmpty("Write the announcement, or remove it."),
    v.maxLength(120, "An announcement must be at most 120 characters."),
  ),
  until: v.optional(date("Choose when the announcement ends."), ""),
});

export const settingsFormSchema = v.object({
  announcements: v.pipe(
    v.array(announcementSchema),
    v.maxLength(MAX_ANNOUNCEMENTS, `At most ${MAX_ANNOUNCEMENTS} announcements.`),
  ),
  freeShippingUntil: date("Choose when free shipping ends."),
  isFlashSectionVisible: v.boolean(),
  countDownEndTime: date("Choose when the flash sale ends."),
  supportPhone: v.pipe(
    line("Support phone", 50),
    v.nonEmpty("Support phone is required."),
    v.regex(/^\+?[0-9()\s-]{7,}$/, "Enter a valid phone number."),
  ),
  supportEmail: v.pipe(
    lineText(),
    v.nonEmpty("Support email is required."),
    v.maxLength(254, "Enter a valid email address."),
    v.email("Enter a valid email address."),
  ),
  bankName: bankDetail("Bank"),
  bankBranch: line("Branch", 100),
  bankAccountName: bankDetail("Account name"),
  bankAccountNumber: bankDetail("Account number"),
  /** zones, fees and the cash-on-delivery switches (src/shared/delivery-zones-form.ts) */
  deliveryZones: deliveryZonesSchema,
  /** the owner's synonyms for search, one group a line (src/shared/search-synonyms.ts) */
  searchSynonyms: v.optional(searchSynonymsSchema, ""),
});

export type SettingsFormInput = v.InferInput<typeof settingsFormSchema>;
export type SettingsFormValues = v.InferOutput<typeof settingsFormSchema>;
