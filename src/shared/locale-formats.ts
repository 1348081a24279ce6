/**
 * Numbers, amounts in LKR and plural forms of the shop's locales as CLDR writes them (en-LK is
 * the shop's own "LKR 12,500"; si-LK and ta-LK as a full-ICU `Intl.NumberFormat` and
 * `Intl.PluralRules` give them), written out, for the app's screens and the server's first
 * screen alike: PocketBase's JS engine has no Intl, and browsers carry trimmed locale data
 * (Chromium writes si-LK amounts as "LKR 6,900"), so only one code makes the app's redraw read
 * exactly as the server drew. tests/unit/locale-formats.test.ts holds these to Node's full ICU.
 */
import type { Language } from "./language";
import { groupDigits } from "./money";

/** Indian grouping, as ta-LK writes numbers: "1,23,45,678". */
function groupIndian(value: number): string {
  const digits = String(value);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${head},${digits.slice(-3)}`;
}

/** A whole number (a count) as the language writes it. */
export function numberIn(language: Language, value: number): string {
  if (!Number.isInteger(value) || value < 0) return String(value);
  return language === "ta" ? groupIndian(value) : groupDigits(value);
}

const CURRENCY: Record<Language, string> = { en: "LKR ", si: "රු.\u00a0", ta: "Rs.\u00a0" };

/** An amount in whole rupees as the language writes it ("LKR 6,500", "රු. 6,500"). */
export function lkrIn(language: Language, amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${CURRENCY[language]}${numberIn(language, Math.abs(rounded))}`;
}

/** CLDR's cardinal plural category of a count: Sinhala counts 0 and 1 as "one". */
export function pluralIn(language: Language, count: number): string {
  if (language === "si") return count === 0 || count === 1 ? "one" : "other";
  return count === 1 ? "one" : "other";
}
