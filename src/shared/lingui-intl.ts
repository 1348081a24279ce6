/**
 * The `Intl` that Lingui's runtime sees (scripts/lib/catalogues.mjs hands it to @lingui/core in
 * the app's build and the hooks' bundle): a count's plural category and a number as the shop's
 * locales write them (./locale-formats.ts, CLDR's rules written out and held to Node's full ICU
 * by tests/unit/locale-formats.test.ts and tests/unit/translate.test.ts). Two reasons:
 * - PocketBase's JS engine has no `Intl` at all;
 * - in a browser, the first `new Intl.NumberFormat` loads the locale data: 85-90 ms at 4× CPU
 *   in Chromium, inside the first render, since Lingui formats the `#` of every plural (the
 *   header's cart count) with it. The shop writes its figures by hand for the same reason
 *   (../shared/money.ts).
 * Dates are not Lingui's to format (src/lib/i18n/dates.ts); they keep the engine's own `Intl`.
 */
import { isLanguage, type Language } from "./language";
import { numberIn, pluralIn } from "./locale-formats";

/** The shop's language of a locale list such as ["si-LK", "en"]. */
function languageOf(locales: unknown): Language {
  const first = ([] as unknown[]).concat(locales)[0];
  const code = typeof first === "string" ? first.slice(0, 2) : "";
  return isLanguage(code) ? code : "en";
}

/** A formatter of one of the shop's languages, made as Intl's are: `new X(locales)`. */
class OfLanguage {
  protected readonly language: Language;
  constructor(locales?: unknown) {
    this.language = languageOf(locales);
  }
}

class PluralRules extends OfLanguage {
  select(count: number): string {
    return pluralIn(this.language, count);
  }
}

class NumberFormat extends OfLanguage {
  format(value: number): string {
    return numberIn(this.language, value);
  }
}

/** Lingui's `Intl`. */
export const LINGUI_INTL = { PluralRules, NumberFormat };
