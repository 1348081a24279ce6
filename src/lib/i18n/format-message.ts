/**
 * A tiny ICU MessageFormat subset, enough for a shop's texts: `{name}` placeholders and
 * `{count, plural, =0 {…} one {# item} other {# items}}` (with `#` for the number). Written
 * here rather than taken from Lingui or i18next: their runtimes cost 3 and 17.5 KB gzip on every
 * first visit, and the shop has about 1 KB left under its 175 KB budget (README: Decisions).
 */
export type MessageValues = Record<string, string | number>;

/** Index of the brace closing the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

/** The `key {message}` pairs of a plural's options. */
function pluralOptions(options: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < options.length) {
    const open = options.indexOf("{", i);
    if (open < 0) break;
    const end = closing(options, open);
    found.set(options.slice(i, open).trim(), options.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

/**
 * Fills `message`'s placeholders from `values`; numbers go through `number`, plural forms are
 * picked by `plural` (the locale's Intl.PluralRules category of a count).
 */
export function formatMessage(
  message: string,
  values: MessageValues,
  number: (value: number) => string,
  plural: (count: number) => string,
): string {
  let out = "";
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open < 0) return out + message.slice(i);
    out += message.slice(i, open);
    const end = closing(message, open);
    const [name = "", kind, ...rest] = message.slice(open + 1, end).split(",");
    const value = values[name.trim()];
    if (kind?.trim() === "plural" && typeof value === "number") {
      const options = pluralOptions(rest.join(","));
      const chosen = options.get(`=${value}`) ?? options.get(plural(value)) ?? options.get("other");
      out += formatMessage((chosen ?? "").replaceAll("#", number(value)), values, number, plural);
    } else {
      out += typeof value === "number" ? number(value) : (value ?? "");
    }
    i = end + 1;
  }
  return out;
}
