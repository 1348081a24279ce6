/** Flash-sale countdown: starts only if the end time parses; stops at zero. */
import { parseServerDate } from "./settings-defaults";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO_COUNTDOWN: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** The end time in ms, or undefined when it does not parse (then no countdown runs). */
export function countdownEnd(value: string | undefined): number | undefined {
  return parseServerDate(value);
}

export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export function isFinished(endMs: number, nowMs: number): boolean {
  return nowMs >= endMs;
}
