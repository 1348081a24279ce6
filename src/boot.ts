/**
 * The page's entry: the global styles (render-blocking, so index.html's static shell paints
 * styled), then the app itself once that first frame is on screen. The app's scripts (React,
 * the router, Dexie) then no longer compete with the shell for the first paint; Lighthouse
 * counts every script requested before first paint as render-blocking.
 * A page whose shell holds a photo (pb_hooks/lib/page-shell.js: a product, the first cards), its largest
 * content: the app's scripts wait for it (at most SHELL_IMAGE_WAIT_MS) instead of sharing a
 * slow connection with it.
 */
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/hero.css";
// The server draws product cards, the lists' bars and the cart's frame into the static shell
// (pb_hooks/lib/page-shell.js): their styles are part of the first paint.
import "./features/catalogue/catalogue.css";
import "./features/catalogue/product-list.css";
import "./features/cart/cart.css";
import { SHELL_IMAGE_WAIT_MS } from "./shared/page-shell";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code runs in steps, each in a task of its own: React, the router, Dexie, then the
 * app. Run at once it was one task of 30-55 ms on a fast machine, 90-180 ms on a slow phone
 * (Lighthouse: the largest share of Total Blocking Time), during which a tap waited. Every
 * step's import preloads the whole app (vite.config.ts, appAtOnce), so it is all fetched at
 * the first step, together, as one import of main.tsx fetched it (README: Decisions, "The
 * app's code in steps").
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import("./boot-steps/react"),
  () => import("./boot-steps/router"),
  () => import("./offline/db"),
];

let loaded = false;
const loadApp = () => {
  if (loaded) return;
  loaded = true;
  void STEPS.reduce<Promise<unknown>>(
    (done, step) => done.then(step).then(nextTask),
    Promise.resolve(),
  )
    .catch(() => {})
    .then(() => import("./main"));
};

function afterShellImage(run: () => void) {
  const image = document.querySelector<HTMLImageElement>("[data-boot-shell] img");
  if (!image || image.complete) return run();
  image.addEventListener("load", run, { once: true });
  image.addEventListener("error", run, { once: true });
  setTimeout(run, SHELL_IMAGE_WAIT_MS);
}

// A tab opened in the background paints nothing and gets no animation frames: load at once.
if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(() => afterShellImage(loadApp), 0));
