/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest). It keeps the app shell and product
 * images; it never caches API responses, because Dexie is the offline store for data.
 * A new version waits until the shopper agrees to reload (SKIP_WAITING message).
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { listenForOutboxSync } from "./offline/sw-outbox";
import { cookieLanguage, firstSpoken, LANGUAGE_COOKIE, type Language } from "./shared/language";
import { listenForPush } from "./sw-push";

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = "product-images";
const IMAGE_CACHE_MAX_ENTRIES = 400;
const IMAGE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The precached shell of each language (vite.config.ts pageShells). */
const SHELLS: Record<Language, ReturnType<typeof createHandlerBoundToURL>> = {
  en: createHandlerBoundToURL("/index.html"),
  si: createHandlerBoundToURL("/index.si.html"),
  ta: createHandlerBoundToURL("/index.ta.html"),
};

/**
 * The device's language as the server would read it (src/shared/language.ts): the `lang`
 * cookie the page sets when a language is chosen (Chromium's cookieStore reads it here), else
 * the browser's languages.
 */
async function deviceLanguage(): Promise<Language> {
  // typed as always there; Firefox and Safari have none
  const store: CookieStore | undefined = "cookieStore" in self ? self.cookieStore : undefined;
  const cookie = await store?.get(LANGUAGE_COOKIE).catch(() => null);
  const chosen = cookie?.value ? cookieLanguage(`${LANGUAGE_COOKIE}=${cookie.value}`) : undefined;
  return chosen ?? firstSpoken(self.navigator.languages ?? []);
}

// SPA fallback: every page navigation gets the precached shell in the shopper's language,
// online or not.
registerRoute(
  new NavigationRoute(async (options) => SHELLS[await deviceLanguage()](options), {
    // The API, the admin UI and the crawler files are the server's, never the app shell.
    denylist: [/^\/api(\/|$)/, /^\/_(\/|$)/, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
  }),
);

/**
 * A variant that does not exist yet is answered by a redirect to the stored photo
 * (pb_hooks/image-variants.pb.js): that answer is not kept under the variant's URL, so the
 * variant itself is fetched once it exists.
 */
const notRedirected: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok && !response.redirected ? response : null),
};

// Product images (photo variants, PocketBase files, same-origin image paths): cache-first.
registerRoute(
  ({ request, url }) =>
    request.destination === "image" &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith("/api/files/") || !url.pathname.startsWith("/api/")),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      notRedirected,
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first install takes control at once, so the first visit already works offline.
clientsClaim();

// Outbox: Background Sync wake-up; see src/offline/sw-outbox.ts.
listenForOutboxSync(self);

// Web Push: order news for customers, shop alerts for staff; see src/sw-push.ts.
listenForPush(self);
