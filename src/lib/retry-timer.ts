/**
 * "Try again later", for work that waits on the shop being reachable (the catalogue pull, the
 * profile's orders): each failure schedules one more attempt after a longer wait, 2 s doubling
 * to 60 s, and a success starts the series again. A device that says it is online before
 * anything gets through (a phone joining Wi-Fi) then still catches up, without a reload.
 */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 60_000;

export interface RetryTimer {
  /** the attempt failed: run it again after the next wait */
  later(): void;
  /** the attempt worked: forget the failures and any attempt waiting */
  reset(): void;
  /** no more attempts */
  stop(): void;
}

export function retryTimer(
  attempt: () => void,
  baseMs = RETRY_BASE_MS,
  capMs = RETRY_CAP_MS,
): RetryTimer {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  return {
    later() {
      if (stopped) return;
      clearTimeout(timer);
      const wait = Math.min(capMs, baseMs * 2 ** failures);
      failures++;
      timer = setTimeout(attempt, wait);
    },
    reset() {
      failures = 0;
      clearTimeout(timer);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
