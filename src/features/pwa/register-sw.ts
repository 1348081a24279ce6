/**
 * Registers the service worker (production builds only) and listens early for the browser's
 * install offer and connectivity changes, before React mounts, so no event is missed.
 */
import { Workbox } from "workbox-window";
import { store } from "../../state/store";
import {
  applyUpdateAtom,
  type InstallPromptEvent,
  installPromptAtom,
  onlineAtom,
} from "./pwa-atoms";

export function watchBrowserEvents() {
  store.set(onlineAtom, navigator.onLine);
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => store.set(installPromptAtom, undefined));
  window.addEventListener("online", () => store.set(onlineAtom, true));
  window.addEventListener("offline", () => store.set(onlineAtom, false));
}

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js");
  // A new version waits; it takes over (and the page reloads) only when the shopper agrees.
  wb.addEventListener("waiting", () => {
    store.set(applyUpdateAtom, () => () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register().catch((error: unknown) => console.error("service worker failed", error));
}
