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

/** Links inserted per task: each costs the main thread 1-25 ms on a slow phone. */
const PRELOADS_PER_TASK = 1;

/**
 * Asks for every script of the app at once (the build lists them in the page's
 * `<meta name="app-scripts">`, vite.config.ts appAtOnce), one link per task, so that the
 * insertions are not one long task; the steps below then find their scripts on the way.
 */
function preloadApp() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]');
  const scripts = meta?.content.split(" ").filter(Boolean) ?? [];
  const insert = (from: number) => {
    for (const href of scripts.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < scripts.length) {
      setTimeout(() => insert(from + PRELOADS_PER_TASK), 0);
    }
  };
  insert(0);
}

/**
 * The app's code runs in steps, each in a task of its own: React, the router, Dexie, then the
 * app. Run at once it was one task of 30-55 ms on a fast machine, 90-180 ms on a slow phone
 * (Lighthouse: the largest share of Total Blocking Time), during which a tap waited. The
 * whole app is asked for at the first step (preloadApp), so it is all fetched together, as one
 * import of main.tsx fetched it (docs/decisions/0031-app-start-in-slices.md).
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import("./boot-steps/react"),
  () => import("./boot-steps/router"),
  () => import("./offline/db"),
  // Dexie's set-up, then its opening, each in a task of its own (the module is loaded by then)
  () => import("./offline/db").then(({ bootSteps }) => bootSteps.setUp()),
  () => import("./offline/db").then(({ bootSteps }) => bootSteps.open()),
];

let loaded = false;
const loadApp = () => {
  if (loaded) return;
  loaded = true;
  preloadApp();
  void STEPS.reduce<Promise<unknown>>(
    (done, step) => done.then(step).then(nextTask),
    Promise.resolve(),
  )
    .catch(() => {})
    .then(() => import("./main"));
};

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

/**
 * The size an LCP entry gives `image`: the area the viewport shows of it, in CSS pixels, less
 * where the photo is drawn larger than it is.
 */
function shownArea(image: HTMLImageElement): number {
  const box = image.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  const shown = Math.max(0, width) * Math.max(0, height);
  const drawn = box.width * box.height;
  const own = image.naturalWidth * image.naturalHeight;
  return drawn > own ? (shown * own) / drawn : shown;
}

/**
 * Runs `run` once the shell's photo is on screen: when the browser reports it painted as the
 * largest content (its LCP entry, after the frame is presented), else some frames after it is
 * decoded: 3 where the browser has no such report or has already reported something larger
 * (so the photo never will be), 13 where the photo is the largest. Its `load` event alone came
 * before the paint: the app's scripts were then requested before the photo showed, and
 * Lighthouse's simulation counted them against LCP (3.5 s for Sinhala search, whose photo
 * painted at 0.3 s). Nor were 3 frames after decoding enough where the photo is the largest:
 * on a loaded machine its frame was presented a few ms after them. At most SHELL_IMAGE_WAIT_MS.
 */
function afterShellImage(run: () => void) {
  const image = document.querySelector<HTMLImageElement>("[data-boot-shell] img");
  if (!image) return run();
  setTimeout(run, SHELL_IMAGE_WAIT_MS);
  const decodedAndShown = image.decode().then(() => frames(3));
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    void decodedAndShown.then(run, run);
    return;
  }
  let largest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element?: Element | null;
      size: number;
    })[]) {
      if (entry.element === image) return done();
      largest = Math.max(largest, entry.size);
    }
  });
  // the app's own screen brings reports of its own: once the wait is over, none is read
  const done = () => {
    observer.disconnect();
    run();
  };
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  // Where the photo is the largest, its report is a frame or two away; a tap stops the reports
  // (a page's LCP ends at its first input), so the wait for it is some frames, not the 2 s cap.
  void decodedAndShown.then(() => {
    const area = shownArea(image);
    return area === 0 || largest > area ? done() : frames(10).then(done);
  }, done);
}

// A tab opened in the background paints nothing and gets no animation frames: load at once.
if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(() => afterShellImage(loadApp), 0));
