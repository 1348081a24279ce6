/**
 * The two parts of `Intl` that Lingui's runtime asks for (a count's plural category, a number
 * written out), for PocketBase's JS engine, which has no `Intl`: the shop's locales as CLDR
 * writes them (./locale-formats.ts, held to Node's full ICU by tests/unit/locale-formats.test.ts).
 * Browsers and Node keep their own `Intl`.
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

/** The stand-in, for the hooks and for tests. */
export const HOOKS_INTL = { PluralRules, NumberFormat };

/** Gives the engine `HOOKS_INTL` when it has no `Intl` of its own. */
export function provideIntl(): void {
  const scope = globalThis as { Intl?: unknown };
  if (typeof scope.Intl === "undefined") scope.Intl = HOOKS_INTL;
}
