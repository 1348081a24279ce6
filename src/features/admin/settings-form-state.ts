/**
 * The settings form's values as the owner types them (dates in Sri Lanka time, as
 * `datetime-local` inputs show them) and the way to the settings record and back, checked with
 * the rules the server holds a save to (src/shared/settings-form.ts). Messages are keyed by
 * the field's path ("supportPhone", "announcements.2.text"), so each shows under its own input.
 */
import * as v from "valibot";
import type { Settings } from "../../lib/types";
import type { DeliveryZone } from "../../shared/delivery";
import { type SettingsFormValues, settingsFormSchema } from "../../shared/settings-form";
import { fromSriLankaInput, toSriLankaInput } from "../../shared/sri-lanka-time";

export interface SettingsDraft {
  announcements: { text: string; until: string }[];
  freeShippingUntil: string;
  isFlashSectionVisible: boolean;
  countDownEndTime: string;
  supportPhone: string;
  supportEmail: string;
  bankName: string;
  bankBranch: string;
  bankAccountName: string;
  bankAccountNumber: string;
  /** kept as synced until the form has fields for them (docs/owner-guide.md, Settings) */
  deliveryZones: DeliveryZone[];
  searchSynonyms: string;
}

export type DraftErrors = Record<string, string>;

export function toDraft(settings: Settings): SettingsDraft {
  return {
    announcements: settings.announcements.map((a) => ({
      text: a.text,
      until: a.until ? toSriLankaInput(a.until) : "",
    })),
    freeShippingUntil: toSriLankaInput(settings.freeShippingUntil),
    isFlashSectionVisible: settings.isFlashSectionVisible,
    countDownEndTime: toSriLankaInput(settings.countDownEndTime),
    supportPhone: settings.supportPhone,
    supportEmail: settings.supportEmail,
    bankName: settings.bankName,
    bankBranch: settings.bankBranch,
    bankAccountName: settings.bankAccountName,
    bankAccountNumber: settings.bankAccountNumber,
    deliveryZones: settings.deliveryZones,
    searchSynonyms: settings.searchSynonyms,
  };
}

/** A typed date that is not one stays as typed, so the shared rule names it. */
const readDate = (value: string) => (value ? fromSriLankaInput(value) || value : "");

/** The draft checked: the record's fields, or each field's first message by path. */
export function checkDraft(
  draft: SettingsDraft,
): { ok: true; values: SettingsFormValues } | { ok: false; errors: DraftErrors } {
  const result = v.safeParse(settingsFormSchema, {
    ...draft,
    announcements: draft.announcements.map((a) => ({ text: a.text, until: readDate(a.until) })),
    freeShippingUntil: readDate(draft.freeShippingUntil),
    countDownEndTime: readDate(draft.countDownEndTime),
  });
  if (result.success) return { ok: true, values: result.output };
  const errors: DraftErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? "";
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** PocketBase's nested field errors ({announcements: {2: {text: {message}}}}) by path. */
export function serverErrors(data: unknown, prefix = ""): DraftErrors {
  const errors: DraftErrors = {};
  if (typeof data !== "object" || data === null) return errors;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message === "string") errors[path] = message;
    else Object.assign(errors, serverErrors(value, path));
  }
  return errors;
}
