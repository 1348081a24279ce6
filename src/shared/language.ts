/**
 * Which language a visitor reads, decided the same way by the app (src/lib/i18n/languages.ts),
 * the server that draws the first screen (pb_hooks/lib/page-shell.js, app-delivery.pb.js) and
 * the service worker (docs/decisions/0030-first-screen-in-the-shoppers-language.md):
 * a choice made on the device, mirrored in the `lang` cookie, wins; a first visit takes the
 * first of the browser's languages the shop speaks (the page reads `navigator.languages`, the
 * server the Accept-Language header that lists the same languages), or else English.
 */

export type Language = "en" | "si" | "ta";

export const LANGUAGE_CODES: readonly Language[] = ["en", "si", "ta"];

/** Each language's Intl locale (BCP 47 tag), for its counts, plural forms and dates. */
export const INTL_TAGS: Record<Language, string> = { en: "en-LK", si: "si-LK", ta: "ta-LK" };

/** The cookie the app sets when a language is chosen, so the server draws in it. */
export const LANGUAGE_COOKIE = "lang";

/** True for a language the shop speaks. */
export const isLanguage = (code: unknown): code is Language =>
  LANGUAGE_CODES.some((language) => language === code);

/** The first of the browser's languages (BCP 47 tags, in preference order) the shop speaks. */
export function firstSpoken(tags: readonly string[]): Language {
  const found = tags.map((tag) => tag.trim().slice(0, 2).toLowerCase()).find(isLanguage);
  return found ?? "en";
}

/**
 * How much of a header is read: a browser sends a few tags in a few dozen bytes, and a header
 * of 200,000 tags must cost no more than a plain one (docs/operations.md, "Limits an attacker
 * meets").
 */
export const MAX_HEADER_CHARS = 512;
export const MAX_LANGUAGE_TAGS = 20;

/**
 * An Accept-Language header's tags in preference order (highest q first, ties in the order
 * written), as `navigator.languages` lists them; tags with q=0 are refused, so left out. Only
 * the first MAX_LANGUAGE_TAGS tags within MAX_HEADER_CHARS are read.
 */
export function acceptedTags(header: string): string[] {
  const parts = header.slice(0, MAX_HEADER_CHARS).split(",", MAX_LANGUAGE_TAGS);
  // a tag cut by the character limit is not the one the browser sent
  if (header.length > MAX_HEADER_CHARS && parts.length < MAX_LANGUAGE_TAGS) parts.pop();
  return parts
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, index, weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

const COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}\\s*=\\s*(\\w+)`);

/** The language chosen on the device, from a Cookie header or `document.cookie`. */
export function cookieLanguage(cookies: string): Language | undefined {
  // one linear scan, not a split into every pair: a Cookie header may be as long as the server
  // lets it be
  const value = COOKIE_PATTERN.exec(cookies)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The language a page request is drawn in: the device's choice, else the browser's. */
export function requestLanguage(cookies: string, acceptLanguage: string): Language {
  return cookieLanguage(cookies) ?? firstSpoken(acceptedTags(acceptLanguage));
}
