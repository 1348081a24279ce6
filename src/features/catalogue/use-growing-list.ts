import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "../../lib/after-first-paint";

/**
 * How many of a list's items to draw now: a new list starts with `first`, then grows by `step`
 * each time the page is idle, until all are drawn. Drawing 48 cards in one commit blocked a
 * keystroke or tap that arrived meanwhile for ~100 ms on a slow phone; a commit of 12 does not
 * (docs/decisions/0023-taps-answer-at-once.md). A list that keeps its drawn items in front (Show
 * more, a product changing in place) keeps what is drawn, so nothing already seen is redrawn.
 */
export function useGrowingList<T extends { id: string }>(
  items: readonly T[],
  first: number,
  step: number,
): readonly T[] {
  const [grown, setGrown] = useState(() => ({ items, count: startingCount(items, first) }));
  let { count } = grown;
  if (grown.items !== items) {
    count = keepsPrefix(grown.items, items, grown.count) ? grown.count : first;
    count = Math.min(count, items.length);
    setGrown({ items, count });
  }
  useEffect(() => {
    if (count > first) lastGrown = { items, count };
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
  }, [items, count, first, step]);
  return count === items.length ? items : items.slice(0, count);
}

/**
 * The last list that grew past its first cards, and how far. A screen that comes back with the
 * same list (Back to search results or a category) draws as many cards as it had at once, so
 * the browser puts the shopper back where they were, not at the end of a short page.
 */
let lastGrown: { items: readonly { id: string }[]; count: number } | undefined;

function startingCount(items: readonly { id: string }[], first: number): number {
  const last = lastGrown;
  const count = last && keepsPrefix(last.items, items, last.count) ? last.count : first;
  return Math.min(count, items.length);
}

/** Whether `next` starts with the first `count` items of `previous` (as many as it has). */
function keepsPrefix(
  previous: readonly { id: string }[],
  next: readonly { id: string }[],
  count: number,
): boolean {
  const compared = Math.min(count, next.length);
  if (previous.length < compared) return false;
  for (let i = 0; i < compared; i++) if (previous[i]?.id !== next[i]?.id) return false;
  return true;
}
