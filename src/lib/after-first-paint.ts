import { SHELL_IMAGE_WAIT_MS } from "../shared/page-shell";

/**
 * Runs background start-up work (catalogue sync, outbox, service worker) only once the first
 * screen has painted and the main thread is idle: on a first visit the sync's network reads and
 * IndexedDB writes otherwise compete with the first render (Lighthouse saw them in LCP and TBT).
 * The timeout keeps a busy page from postponing the work forever.
 */
const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => task(), { timeout });
  } else {
    setTimeout(task, 200);
  }
}

/**
 * Runs `task` in a task of its own once the browser has painted what is on screen now: a tap's
 * own feedback (a chip pressed, a card dimmed) shows in the next frame, and the heavier work the
 * tap starts (a navigation, a toast) follows after it (docs/decisions/0023-taps-answer-at-once.md).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs the steps one after the other, each in an idle period of its own: together the start-up
 * work (sync, outbox, service worker) was one task of 7-10 ms on a fast machine, 40-60 ms on a
 * slow phone; apart each is a few milliseconds there.
 */
function inIdleSteps(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  if (!first) return;
  whenIdle(() => {
    try {
      first();
    } finally {
      inIdleSteps(rest);
    }
  });
}

/**
 * Runs `steps` once the first screen has painted, each in an idle period of its own.
 * `subscribe` is the router's one-shot "first screen rendered" hook (see main.tsx).
 */
export function afterFirstPaint(
  subscribe: (onRendered: () => void) => () => void,
  steps: readonly (() => void)[],
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    // One frame for the browser to paint what React just committed, then wait for idle.
    afterNextPaint(() => inIdleSteps(steps));
  };
  const unsubscribe = subscribe(run);
  // A route that never renders (an error before the first screen) must not stop the sync.
  setTimeout(run, 4000);
}

/** Resolves once the static shell's photo (if any) is decoded and painted, or after a while. */
export function whenShellImagePainted(root: HTMLElement): Promise<void> {
  const image = root.querySelector<HTMLImageElement>("[data-boot-shell] img");
  if (!image) return Promise.resolve();
  const painted = image
    .decode()
    .then(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
  const late = new Promise<void>((resolve) => setTimeout(resolve, SHELL_IMAGE_WAIT_MS));
  return Promise.race([painted, late]);
}
