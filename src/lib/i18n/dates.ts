/**
 * Dates in the shopper's language (Intl's en-LK, si-LK or ta-LK), one formatter per language
 * and style: building one loads locale data, so it is built once, when first drawn.
 */
import { currentTag } from "./i18n";

const formats = new Map<string, Intl.DateTimeFormat>();

/** `date` (a Date or ms since 1970) in the current language, as `options` asks. */
export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  const key = `${currentTag()} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentTag(), options);
    formats.set(key, format);
  }
  return format.format(date);
}
