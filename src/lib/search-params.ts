/**
 * The router's URL search, read and written as TanStack Router's default does (a value that
 * reads as JSON is JSON: `?min=500` is a number, `?q=%22123%22` the text "123") but without
 * throwing. The default tells JSON from text by calling `JSON.parse` and catching, so each link
 * to a product whose id starts with a digit threw a SyntaxError as it was drawn: 34 on a first
 * visit of /products. Where DevTools or Lighthouse watch the page each throw records its stack,
 * about 1 ms at 4× CPU (docs/decisions/0280-a-first-visit-throws-nothing.md).
 */
import { parseSearchWith } from "@tanstack/react-router";

/** JSON's number, true, false and null, with the white space `JSON.parse` allows around them. */
const JSON_SCALAR =
  /^[ \t\n\r]*(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)[ \t\n\r]*$/;
/** A string, array or object: rare in this shop's URLs, so `JSON.parse` decides those. */
const JSON_COMPOUND = /^[ \t\n\r]*["[{]/;

/** The value `JSON.parse` would give for `text`, or `undefined` where it would throw. */
function jsonValue(text: string): { value: unknown } | undefined {
  if (JSON_SCALAR.test(text)) return { value: JSON.parse(text) };
  if (!JSON_COMPOUND.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    // text that starts like JSON and is not, e.g. `"unclosed`: it stays text
    return undefined;
  }
}

export const parseSearch = parseSearchWith((text: string) => {
  const json = jsonValue(text);
  return json ? json.value : text;
});

function stringifyValue(value: unknown): string {
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  // text that would read back as JSON is quoted, so it comes back as the same text
  if (typeof value === "string") return jsonValue(value) ? JSON.stringify(value) : value;
  return String(value);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) params.set(key, stringifyValue(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
