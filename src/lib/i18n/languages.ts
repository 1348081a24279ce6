/**
 * Choosing, loading and remembering the shop's language
 * (docs/decisions/0001-english-texts-are-the-keys.md). The choice is kept on the device
 * (localStorage, read before the first screen) and, signed in, in the account
 * (src/features/account/account-language.ts). A first visit with no choice takes the first of the
 * browser's languages the shop speaks.
 */
import { firstSpoken, isLanguage, LANGUAGE_COOKIE } from "../../shared/language";
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

// a year; renewed at each start
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the device's choice (the `lang` cookie), so it draws the first screen in it;
 * no choice clears it, and the server then reads the browser's languages as the page does.
 */
function keepOnServer(code: Language | undefined): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const value = code ? `${code}; max-age=${COOKIE_MAX_AGE_S}` : "; max-age=0";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/; SameSite=Lax${secure}`;
}

/** The language chosen on this device, if any. */
export function storedLanguage(): Language | undefined {
  const stored = localStorage.getItem(KEY);
  return isLanguage(stored) ? stored : undefined;
}

/**
 * The device's choice, or else the first browser language the shop speaks, or English (the
 * rule the server draws the first screen by: src/shared/language.ts).
 */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  keepOnServer(stored);
  return stored ?? firstSpoken(navigator.languages ?? []);
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
  keepOnServer(code);
  return loadLanguage(code);
}
