/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest). The catalogue issue completes it.
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
