/**
 * Text written into HTML or XML by the server (mails, the drawn pages, their heads, the
 * sitemap): pb_hooks/lib/markup.js hands these to the hooks.
 */

/** Text as HTML or XML text and attribute values: nothing in it can open a tag or end a quote. */
export function escapeHtml(value: unknown): string {
  const text = String(value);
  // most values (ids, prices, plain names) have nothing to escape: one test instead of five passes
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as JSON escapes,
 * so no text in it ("</script>", "<!--") can end the element or open a comment, and the line
 * and paragraph separators that some parsers read as line ends. Still the same JSON.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
