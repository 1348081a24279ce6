/**
 * The shopper's language (docs/decisions/0001-english-texts-are-the-keys.md). English texts are the
 * keys: they stay in the code, so English costs no catalogue, and src/locales/{si,ta}.json map each
 * English text to its translation; Lingui's runtime fills them in (./translate.ts). A language's
 * catalogue, LKR format and font are loaded only when it is chosen (./languages.ts), so a Sinhala
 * shopper downloads only Sinhala.
 */

import type { Messages } from "@lingui/core";
import { INTL_TAGS, type Language } from "../../shared/language";
import { type MessageValues, speaking, translate } from "./translate";

export type { Language };

/** What a loaded language brings: its compiled catalogue. */
export interface LanguagePack {
  messages: Messages;
}

const ENGLISH: LanguagePack = { messages: {} };
let language: Language = "en";
let i18n = speaking("en");
const listeners = new Set<() => void>();

/** `source` (the English text) in the shopper's language, its `{placeholders}` filled. */
export function t(source: string, values?: MessageValues): string {
  return translate(i18n, source, values);
}

/** Marks an English text for translation where it is defined; `t` translates it where shown. */
export const m = (source: string): string => source;

/** The language the screens speak now. */
export function currentLanguage(): Language {
  return language;
}

/** The Intl locale of the language the screens speak (en-LK, si-LK, ta-LK). */
export function currentTag(): string {
  return INTL_TAGS[language];
}

/**
 * Makes `code` the screens' language, with its loaded pack, and redraws what reads it. The page
 * links that language's manifest, so the app installs with its name in it (the English one,
 * in index.html, is what a first visit and crawlers see).
 */
export function applyLanguage(code: Language, loaded: LanguagePack = ENGLISH): void {
  document.documentElement.lang = code;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute(
      "href",
      code === "en" ? "/manifest.webmanifest" : `/manifest.${code}.webmanifest`,
    );
  speak(code, loaded);
}

/**
 * Makes `code` the texts' language without touching a page: what applyLanguage does to the
 * screens, for the build's render of the static shell in each language (shell-markup.tsx).
 */
export function speak(code: Language, loaded: LanguagePack = ENGLISH): void {
  language = code;
  i18n = speaking(code, loaded.messages);
  for (const listener of listeners) listener();
}

/** Calls `listener` on each change of language; returns the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
