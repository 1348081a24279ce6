// Text written into HTML or XML by the server (mails, the drawn pages, the sitemap). Amounts
// are written with the app's own format (lib/shared.js formatLkr).

/**
 * Text as HTML or XML text and attribute values: nothing in it can open a tag or end a quote.
 * @param {unknown} value
 * @returns {string}
 */
function escapeHtml(value) {
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

module.exports = { escapeHtml };
