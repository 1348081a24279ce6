/**
 * Choosing, loading and remembering the shop's language (README: Decisions, "Sinhala and
 * Tamil"). The choice is kept on the device (localStorage, read before the first screen) and,
 * signed in, in the account (src/features/account/account-language.ts). A first visit with no
 * choice takes the first of the browser's languages the shop speaks.
 */
import { setLkrFormat } from "../../shared/money";
import { applyLanguage, type Language } from "./i18n";

/** Each language, labelled in its own script. */
export const LANGUAGES: readonly { code: Language; label: string }[] = [
  { code: "en", label: "English" },
  { code: "si", label: "සිංහල" },
  { code: "ta", label: "தமிழ்" },
];

const KEY = "shop-language";
// a language's catalogue, font and formats: a Sinhala shopper downloads only Sinhala
const PACKS = { si: () => import("./pack-si"), ta: () => import("./pack-ta") };

const isLanguage = (code: unknown): code is Language =>
  LANGUAGES.some((language) => language.code === code);

/** The language chosen on this device, if any. */
export function storedLanguage(): Language | undefined {
  const stored = localStorage.getItem(KEY);
  return isLanguage(stored) ? stored : undefined;
}

/** The device's choice, or else the first browser language the shop speaks, or English. */
export function initialLanguage(): Language {
  const found = (navigator.languages ?? [])
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return storedLanguage() ?? found ?? "en";
}

/** Loads `code`'s catalogue and font, then switches the screens to it. */
export async function loadLanguage(code: Language): Promise<void> {
  if (code !== "en") return (await PACKS[code]()).activate();
  setLkrFormat(undefined);
  applyLanguage("en");
}

/** The shopper's choice: remembered on this device, then loaded. */
export function rememberLanguage(code: Language): Promise<void> {
  localStorage.setItem(KEY, code);
  return loadLanguage(code);
}
