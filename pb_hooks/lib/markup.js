/// <reference path="../../pb_data/types.d.ts" />
// Text written into HTML or XML by the server (mails, the drawn pages, the sitemap).

/** Text as HTML or XML text and attribute values: nothing in it can open a tag or end a quote. */
function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** An amount as the app writes it (src/lib/money.ts formatLkr): "LKR 12,500". */
function lkr(amount) {
  const rounded = Math.round(Number(amount) || 0);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${rounded < 0 ? "-" : ""}LKR ${digits}`;
}

module.exports = { escapeHtml, lkr };
