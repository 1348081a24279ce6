/**
 * Texts through Lingui's runtime (@lingui/core), for the screens (src/lib/i18n/i18n.ts) and the
 * server's mails, pushes and first screen (./customer-language.ts) alike. English texts are the
 * message ids; the catalogues come compiled from the build (scripts/lib/catalogues.mjs), so
 * neither a phone nor the server parses a message. Placeholders are ICU's: `{name}`,
 * `{count, plural, one {# item} other {# items}}`, `{total, number}` (a plain `{name}` shows a
 * number as it is given).
 */

import english from "virtual:english-catalogue";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { INTL_TAGS, type Language } from "./language";

export type MessageValues = Record<string, string | number>;

/**
 * A Lingui instance speaking `language` with `messages`, its numbers and plural forms those of
 * the language's Intl locale (en-LK, si-LK, ta-LK). A text missing from `messages` reads in
 * English, its placeholders filled.
 */
export function speaking(language: Language, messages: Messages = {}): I18n {
  const i18n = setupI18n();
  const locales = [INTL_TAGS[language]];
  i18n.loadAndActivate({ locale: language, locales, messages: { ...english, ...messages } });
  return i18n;
}

/** `source` (the English text) in `i18n`'s language, its placeholders filled from `values`. */
export function translate(i18n: I18n, source: string, values?: MessageValues): string {
  // a plain English text is its own translation and in no catalogue (to Lingui, that is a
  // message nobody compiled, which it would warn about)
  if (!Object.hasOwn(i18n.messages, source)) return source;
  return i18n._(source, values);
}
