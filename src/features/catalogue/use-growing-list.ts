import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "../../lib/after-first-paint";

/**
 * How many of a list's items to draw now: a new list starts with `first`, then grows by `step`
 * each time the page is idle, until all are drawn. Drawing 48 cards in one commit blocked a
 * keystroke or tap that arrived meanwhile for ~100 ms on a slow phone; a commit of 12 does not
 * (README: Decisions, "Taps answer at once"). A list that keeps its drawn items in front (Show
 * more, a product changing in place) keeps what is drawn, so nothing already seen is redrawn.
 */
export function useGrowingList<T extends { id: string }>(
  items: readonly T[],
  first: number,
  step: number,
): readonly T[] {
  const [grown, setGrown] = useState({ items, count: Math.min(first, items.length) });
  let { count } = grown;
  if (grown.items !== items) {
    count = keepsPrefix(grown.items, items, grown.count) ? grown.count : first;
    count = Math.min(count, items.length);
    setGrown({ items, count });
  }
  useEffect(() => {
    if (count >= items.length) return;
    let live = true;
    whenIdle(() => {
      if (!live) return;
      const next = { items, count: Math.min(count + step, items.length) };
      // a transition: its render yields to a keystroke or tap that comes meanwhile
      startTransition(() => setGrown((now) => (now.items === items ? next : now)));
    }, 500);
    return () => {
      live = false;
    };
  }, [items, count, step]);
  return count === items.length ? items : items.slice(0, count);
}

/** Whether `next` starts with the first `count` items of `previous` (same ids, same order). */
function keepsPrefix<T extends { id: string }>(
  previous: readonly T[],
  next: readonly T[],
  count: number,
): boolean {
  if (next.length < count || previous.length < count) return false;
  for (let i = 0; i < count; i++) if (previous[i]?.id !== next[i]?.id) return false;
  return true;
}
