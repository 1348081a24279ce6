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

/** Security headers for a response of the app (pages, assets, sitemap). */
function setAppHeaders(e) {
  const headers = e.response.header();
  headers.set("Content-Security-Policy", APP_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}

module.exports = { publicDir, setAppHeaders };
