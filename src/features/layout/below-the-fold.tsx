/**
 * What lies below a page's first screen (the footer, home's best sellers and flash sale). On a
 * first visit the app draws its first screen in place of the server's shell, and the browser
 * then styles and lays out the whole page at once: one task of 68-106 ms on a phone of
 * benchmarkIndex 500, the first visit's longest (BENCHMARKS.md, first-visit). Drawn only after
 * that screen has painted, each part in an idle moment of its own, the parts below the fold are
 * tasks of their own (docs/decisions/0031-app-start-in-slices.md).
 *
 * Only the first screen of a page load at its top waits: a reload or a return to a page scrolled
 * down (the router restores the scroll position, which needs the whole page) and every later
 * screen draw it all at once.
 */
import { type ReactNode, useEffect, useState } from "react";
import { afterNextPaint, whenIdle } from "../../lib/after-first-paint";

function freshVisitAtTop(): boolean {
  if (typeof window === "undefined" || window.scrollY !== 0) return false;
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "navigate";
}

/** Whether parts still wait: only until the first of them is drawn (read at the first part). */
let waiting: boolean | undefined;

function partsWait(): boolean {
  waiting ??= freshVisitAtTop();
  return waiting;
}

/** Each waiting part after the one before it: a paint, then an idle moment. */
let queue = Promise.resolve();

function nextTurn(): Promise<void> {
  queue = queue.then(() => new Promise<void>((resolve) => afterNextPaint(() => whenIdle(resolve))));
  return queue;
}

export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !partsWait());
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void nextTurn().then(() => {
      waiting = false;
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? children : null;
}
