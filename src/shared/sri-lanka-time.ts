/**
 * Dates as the shop lives them: Sri Lanka time, UTC+05:30 all year (no daylight saving).
 * PocketBase stores every date in UTC; the owner's screens, figures and spreadsheets speak in
 * Colombo days and clock times.
 */

export const SRI_LANKA_OFFSET_MS = 330 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the Sri Lankan day `daysAgo` days before the one `nowMs` falls in (UTC ms). */
export function sriLankaDayStart(nowMs: number, daysAgo = 0): number {
  const local = nowMs + SRI_LANKA_OFFSET_MS;
  return local - (local % DAY_MS) - daysAgo * DAY_MS - SRI_LANKA_OFFSET_MS;
}

/**
 * "2026-11-23", a Sri Lankan calendar day, as the UTC ms of its start; NaN when malformed or
 * when no such day exists ("2026-02-30", which Date.parse would read as 2 March).
 */
export function sriLankaDate(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return Number.NaN;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return Number.NaN;
  return ms - SRI_LANKA_OFFSET_MS;
}

/** Why a date of a form or a link is refused, in words; "" when it is a day of the calendar. */
export function dateProblem(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return `"${text}" is not a date: write it as YYYY-MM-DD.`;
  if (Number.isNaN(sriLankaDate(text)))
    return `There is no day ${text}: choose a date that exists.`;
  return "";
}

/** "2026-11-23 14:05", Sri Lanka time, of a moment (ms or a date PocketBase stored); "" if none. */
export function sriLankaDateTime(moment: number | string): string {
  const ms = typeof moment === "number" ? moment : Date.parse(String(moment).replace(" ", "T"));
  if (Number.isNaN(ms)) return "";
  return new Date(ms + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** A moment as PocketBase stores dates: "2026-11-23 08:00:00.000Z". */
export function storedDate(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ");
}

/**
 * A `datetime-local` input's value ("2026-11-08T23:59"), read as Sri Lanka time, as an ISO date;
 * "" when empty or malformed.
 */
export function fromSriLankaInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return "";
  const ms = Date.parse(`${value}:00Z`) - SRI_LANKA_OFFSET_MS;
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
}

/** A stored or ISO date as a `datetime-local` input's value in Sri Lanka time; "" if none. */
export function toSriLankaInput(moment: string): string {
  return sriLankaDateTime(moment).replace(" ", "T");
}
