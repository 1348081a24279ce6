/**
 * Sri Lankan working days, for the terms' promise: "refunds for damaged goods within seven
 * working days with an unboxing video". A working day is a Monday to Friday in Colombo that is
 * not a public holiday of the list below. The list is the government's gazette (Holidays Act
 * No. 29 of 1971) and is kept by hand: add each year's days when the gazette for it appears
 * (docs/decisions/0210-refunds-and-replacements.md). Days are "YYYY-MM-DD", Sri Lanka time.
 */
import { DAY_MS, SRI_LANKA_OFFSET_MS } from "./sri-lanka-time";

/** Public holidays on weekdays (those on a weekend change nothing). */
export const SRI_LANKA_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026, from the gazette of 27 May 2025 (no. 2438/22)
  "2026-01-15", // Tamil Thai Pongal Day
  "2026-02-04", // Independence Day
  "2026-03-02", // Medin Full Moon Poya Day
  "2026-04-01", // Bak Full Moon Poya Day
  "2026-04-03", // Good Friday
  "2026-04-13", // Day before Sinhala and Tamil New Year
  "2026-04-14", // Sinhala and Tamil New Year Day
  "2026-05-01", // Vesak Full Moon Poya Day, May Day
  "2026-05-28", // Id-Ul-Alha
  "2026-06-29", // Poson Full Moon Poya Day
  "2026-07-29", // Esala Full Moon Poya Day
  "2026-08-26", // Milad-un-Nabi
  "2026-08-27", // Nikini Full Moon Poya Day
  "2026-11-24", // Il Full Moon Poya Day
  "2026-12-23", // Unduvap Full Moon Poya Day
  "2026-12-25", // Christmas Day
  // 2027: the days fixed by the calendar; the Poya and festival days follow with the gazette
  "2027-02-04", // Independence Day
  "2027-04-13", // Day before Sinhala and Tamil New Year
  "2027-04-14", // Sinhala and Tamil New Year Day
]);

/** How many working days after the day of delivery a refund or replacement may be recorded. */
export const REFUND_WORKING_DAYS = 7;

/** The Colombo calendar day ("2026-11-23") of a moment in UTC ms. */
export function sriLankaDay(ms: number): string {
  return new Date(ms + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a Monday to Friday that is not a public holiday; `day` is "YYYY-MM-DD". */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !SRI_LANKA_HOLIDAYS.has(day);
}

/** The `count`th working day after the Colombo day of `ms` ("YYYY-MM-DD"). */
export function workingDaysAfter(ms: number, count: number): string {
  let day = Date.parse(`${sriLankaDay(ms)}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day += DAY_MS;
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) left--;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** The last day (Colombo) a refund or replacement may be recorded for a delivery at `ms`. */
export function lastRefundDay(deliveredMs: number): string {
  return workingDaysAfter(deliveredMs, REFUND_WORKING_DAYS);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Friday 4 December 2026", as the refusal names a day (by hand: the hooks' engine has no Intl). */
export function longDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * Why nothing may be recorded for damage on an order delivered at `deliveredMs`, at `nowMs`; ""
 * while the seventh working day after delivery has not ended in Colombo.
 */
export function refundWindowProblem(deliveredMs: number, nowMs: number): string {
  const last = lastRefundDay(deliveredMs);
  if (sriLankaDay(nowMs) <= last) return "";
  return `Too late: refunds and replacements for damage are taken within seven working days of delivery, and the last day for this order was ${longDay(last)}.`;
}
