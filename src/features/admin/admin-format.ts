/**
 * How /admin writes dates and people: Sri Lanka time whatever the device's zone (the shop's
 * day is Colombo's), phone links for a call and for WhatsApp with the order number written in.
 */
export { whatsappHref } from "../../lib/whatsapp";

/** The shop's name on /admin's screens and packing slips. */
export const SHOP_NAME = "Island Imports";

const TIME_ZONE = "Asia/Colombo";
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

const plurals = new Intl.PluralRules("en-LK");

/**
 * "1 order", "2 orders": a count with its noun in the plural form CLDR gives English (/admin
 * stays in English, docs/decisions/0001-english-texts-are-the-keys.md).
 */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plurals.select(count) === "one" ? one : other}`;
}

/** PocketBase's "2026-11-23 08:30:00.000Z" (or an ISO date, or ms) as a moment; NaN if none. */
export function toMs(moment: string | number): number {
  return typeof moment === "number" ? moment : Date.parse(String(moment).replace(" ", "T"));
}

/** "23 Nov, 14:00" in Sri Lanka time; "" when there is no date. */
export function shortDateTime(moment: string | number): string {
  const ms = toMs(moment);
  return Number.isNaN(ms) ? "" : dateTime.format(ms);
}

/** "23 November 2026" in Sri Lanka time. */
export function longDate(moment: string | number): string {
  const ms = toMs(moment);
  return Number.isNaN(ms) ? "" : dateOnly.format(ms);
}

/** Today's Sri Lankan day as "YYYY-MM-DD", `daysAgo` days back. */
export function sriLankaDay(daysAgo = 0, now = Date.now()): string {
  return new Date(now + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** tel: link of a phone number as the customer typed it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** mailto: link with a subject and the start of a reply. */
export function mailtoHref(email: string, subject: string, body = ""): string {
  const query = `subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ""}`;
  return `mailto:${email}?${query}`;
}
