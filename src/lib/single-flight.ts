/**
 * One run at a time, and no request lost: a call while a run is under way asks for one more
 * run after it (calls during that run fold into the same one) and gets the promise of the
 * whole series. The sync's pull and the outbox runner's drain both work this way.
 */
export interface SingleFlight<A> {
  (arg: A): Promise<void>;
  /** resolves once no run is under way */
  idle(): Promise<void>;
}

/**
 * `merge` folds the argument of a call that arrived during a run into the one waiting for the
 * next run (e.g. "force" wins over "no force"); by default the later argument wins.
 */
export function singleFlight<A = void>(
  run: (arg: A) => Promise<void>,
  merge: (waiting: A, next: A) => A = (_, next) => next,
): SingleFlight<A> {
  let running: Promise<void> | undefined;
  let pending: { arg: A } | undefined;

  const call = (arg: A): Promise<void> => {
    if (running) {
      pending = pending ? { arg: merge(pending.arg, arg) } : { arg };
      return running;
    }
    running = (async () => {
      try {
        let next: { arg: A } | undefined = { arg };
        while (next) {
          pending = undefined;
          await run(next.arg);
          next = pending;
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  return Object.assign(call, { idle: async () => await running });
}
