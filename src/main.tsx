import { createRouter, RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { loadClient, setClientLoader } from "./backend/client";
import { sessionUser } from "./backend/session";
import { onSignIn, startSession } from "./features/account/session-atoms";
import { keepPageShell } from "./features/layout/page-shell";
import { registerServiceWorker, watchBrowserEvents } from "./features/pwa/register-sw";
import { UpdatePrompt } from "./features/pwa/update-prompt";
import { toastSyncProblems } from "./features/toast/sync-toasts";
import { afterFirstPaint, whenShellImagePainted } from "./lib/after-first-paint";
import { initialLanguage, loadLanguage } from "./lib/i18n/languages";
import { productLinkOf } from "./lib/product-page";
import { parseSearch, stringifySearch } from "./lib/search-params";
import { startOutbox } from "./offline/outbox-runner";
import { setAdminSessionLoader } from "./offline/outbox-sessions";
import { start as startSync } from "./offline/sync-host";
import { routeTree } from "./routeTree.gen";
import { store } from "./state/store";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each part of the start in a task of its own: the evaluation of the app's modules, the router's
// creation (its route tree), then the rest below. As one task it took 100-200 ms at 3× CPU.
await nextTask();
const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// Modules do nothing when imported; the page starts each part here, the session first: the
// router's guards, the screens and the outbox read it.
setClientLoader(() => import("./backend/create-client"));
startSession();
onSignIn(() => {
  void import("./features/account/account-language").then((account) =>
    account.restoreAccountLanguage(),
  );
});
// Sinhala or Tamil: its texts and font load beside the screen's code, and the first render
// speaks it; until then the server's shell shows, drawn in the same language from the lang
// cookie or Accept-Language (src/shared/language.ts;
// docs/decisions/0030-first-screen-in-the-shoppers-language.md).
const language = initialLanguage();
const languageLoaded = language === "en" ? undefined : loadLanguage(language).catch(() => {});

// A transition: React renders the whole first screen in slices of a few milliseconds instead of
// one long task, so a tap on the static shell meanwhile is not kept waiting (Lighthouse TBT).
const mount = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </JotaiProvider>
      </StrictMode>,
    ),
  );
// The server may have drawn the page's first screen into the shell (pb_hooks/lib/page-shell.js):
// screens show it until their data is in. Replacing the shell before its photo is on screen
// would blank the photo until the app redraws it.
// The router matches the URL and loads the screen's code first, so the first render is the
// finished screen: no later re-render of the whole tree when the route settles. It does so in a
// task of its own, not inside the long one that evaluates the app's scripts.
await nextTask();
keepPageShell(root);
whenShellImagePainted(root)
  .then(nextTask)
  .then(() => Promise.all([router.load(), languageLoaded]))
  .then(mount, mount);

watchBrowserEvents();
toastSyncProblems();
// A product page opened from a link on a first visit has nothing to show until the sync brings
// its product (its photo is the page's LCP): there the sync starts at once. Elsewhere the first
// screen needs no catalogue to paint, and the sync waits for it (start() runs once).
if (productLinkOf(window.location.pathname, {})) startSync();
afterFirstPaint(
  (onRendered) => router.subscribe("onRendered", onRendered),
  [
    startSync,
    () => {
      setAdminSessionLoader(() => import("./backend/admin-session"));
      startOutbox();
    },
    () => {
      if (import.meta.env.PROD) registerServiceWorker();
    },
    () => {
      // A returning customer's session: the SDK takes it over (token refresh, other tabs'
      // sign-outs); a first visit with nobody signed in never loads it
      // (docs/decisions/0025-no-sdk-on-a-first-visit.md).
      if (sessionUser()) void loadClient().catch(() => {});
      // subscriptions expire and change silently: this device's is sent again at each start,
      // by code loaded only where there is one to send (never on a shopper's first visit)
      if (sessionUser() && "Notification" in window && Notification.permission === "granted") {
        void import("./features/push/device-push")
          .then(({ resendPush }) => resendPush())
          .catch(() => {});
      }
    },
  ],
);
