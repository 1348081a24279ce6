/**
 * The signed-in customer, mirrored from the session (src/backend/session.ts) into jotai so
 * every screen re-renders on sign-in, sign-out and token refresh.
 */
import { atom } from "jotai";
import { forgetSessionIfNotRemembered, onSessionChange, sessionUser } from "../../backend/session";
import type { SessionUser } from "../../lib/types";
import { store } from "../../state/store";

export type { SessionUser };

forgetSessionIfNotRemembered();

export const sessionUserAtom = atom<SessionUser | null>(sessionUser());

onSessionChange(() => store.set(sessionUserAtom, sessionUser()));

/** Greets with the first word of the display name, or else the email. */
export function greetingName(user: SessionUser): string {
  const first = user.name.trim().split(/\s+/)[0];
  return first || user.email;
}
