// Text written into HTML or XML by the server (mails, the drawn pages, the sitemap): the app's
// own rule (src/shared/markup.ts). Amounts are written with the app's own format (lib/shared.js
// formatLkr).

module.exports = { escapeHtml: require(`${__hooks}/lib/shared.js`).escapeHtml };
