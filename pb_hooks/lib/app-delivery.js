// What the app's own pages and files need on their way out (see app-delivery.pb.js).

/** PocketBase's --publicDir, where the built app is; undefined when not given. */
function publicDir() {
  const args = $os.args;
  for (let i = 0; i < args.length; i++) {
    const arg = String(args[i]);
    if (arg.startsWith("--publicDir=")) return arg.slice("--publicDir=".length);
    if (arg === "--publicDir" && i + 1 < args.length) return String(args[i + 1]);
  }
  return undefined;
}

/** The app's policy: scripts from our origin only (no inline scripts), never framed. */
const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Security headers for a response of the app (pages, assets, sitemap).
 * @param {core.RequestEvent} e
 */
function setAppHeaders(e) {
  const headers = e.response.header();
  headers.set("Content-Security-Policy", APP_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}

/**
 * The language a page is drawn in: the `lang` cookie the app sets when the shopper chooses,
 * else the first of the browser's languages the shop speaks, the app's own rule
 * (src/shared/language.ts).
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function pageLanguage(e) {
  const header = e.request.header;
  return require(`${__hooks}/lib/shared.js`).requestLanguage(
    header.get("Cookie"),
    header.get("Accept-Language"),
  );
}

/**
 * A built page in `language`: "index.html" -> "index.si.html" (vite.config.ts pageShells).
 * @param {string} name
 * @param {string} language
 */
function shellFile(name, language) {
  return language === "en" ? name : name.replace(/\.html$/, `.${language}.html`);
}

/**
 * True for a request the app's pages answer (a route of the app, not one of its files): the
 * ones the static handler answers with index.html.
 * @param {string} path
 */
function isPage(path) {
  return !/\.[A-Za-z0-9]+$/.test(path) && !path.startsWith("/assets/");
}

module.exports = { isPage, pageLanguage, publicDir, setAppHeaders, shellFile };
