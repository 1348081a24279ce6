/**
 * `useLiveQuery`, as dexie-react-hooks has it, except that a result the device reads later (the
 * first one, and each after a sync writes) is drawn by React as a transition. React draws a
 * transition in slices and gives way to a tap between them; an update at its default priority
 * is drawn in one task, and a catalogue screen drawn at once was a task of 50-90 ms at 4x CPU on
 * a first visit (docs/decisions/0260-device-reads-drawn-as-transitions.md).
 */
import { liveQuery, type Observable } from "dexie";
import { useObservable } from "dexie-react-hooks";
import { startTransition } from "react";

/** `source`, whose results and errors reach their subscriber inside `startTransition`. */
function asTransitions<T>(source: Observable<T>) {
  return {
    subscribe(next: (value: T) => void, error?: (reason: unknown) => void) {
      return source.subscribe(
        (value) => startTransition(() => next(value)),
        (reason) => startTransition(() => error?.(reason)),
      );
    },
    // a result the query already holds is read in the first render, as the library does
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.() as T,
  };
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  defaultResult: D,
): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: D,
): T | D | undefined {
  return useObservable(() => asTransitions(liveQuery(querier)), deps, defaultResult);
}
