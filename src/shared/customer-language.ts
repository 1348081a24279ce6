/**
 * The server's side of the shop's languages (docs/translating.md): a customer's mails and pushes
 * in the language of their account (`users.language`), from the app's own catalogues through
 * Lingui (../lib/i18n/translate.ts), so a translation is corrected in one place for the screens
 * and the mails alike. The hooks' bundle (pb_hooks/lib/shared.js) carries only the catalogues'
 * customer texts (./customer-texts.ts) and first-screen texts. Amounts are formatted before
 * they are filled in, as "LKR 6,500".
 */
import type { I18n } from "@lingui/core";
import { type MessageValues, speaking, translate } from "../lib/i18n/translate";
import si from "../locales/si.json";
import ta from "../locales/ta.json";
import { isLanguage, type Language } from "./language";

/** A text in one customer's language: the English text (the key) translated and filled in. */
export type CustomerText = (source: string, values?: MessageValues) => string;

// one instance a language, for as long as the engine keeps this module
const speakers = new Map<Language, I18n>();

/** `language` is an account's choice: "si" or "ta"; anything else (empty, "en") is English. */
export function customerTexts(language: string): CustomerText {
  const code = isLanguage(language) ? language : "en";
  const i18n = speakers.get(code) ?? speaking(code, code === "si" ? si : code === "ta" ? ta : {});
  speakers.set(code, i18n);
  return (source, values) => translate(i18n, source, values);
}
