/// <reference path="../pb_data/types.d.ts" />
// Security headers on every response (issue 7). The app's pages and assets get a strict
// Content-Security-Policy: scripts only from our own origin (no inline scripts), no framing.
// The PocketBase dashboard (/_/) ships its own inline bootstrap, so it keeps PocketBase's
// defaults for scripts but is still never framed.

routerUse((e) => {
  const headers = e.response.header();
  const path = e.request.url.path;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (path === "/_" || path.startsWith("/_/")) {
    headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  } else if (!path.startsWith("/api/")) {
    headers.set(
      "Content-Security-Policy",
      [
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
      ].join("; "),
    );
    // The service worker script must always be revalidated so updates are noticed.
    if (path === "/sw.js") headers.set("Cache-Control", "no-cache");
  } else {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
  return e.next();
});
