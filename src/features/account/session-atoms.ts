/**
 * The signed-in customer, mirrored from the session (src/backend/session.ts) into jotai so
 * every screen re-renders on sign-in, sign-out and token refresh. Importing this does nothing:
 * the page calls startSession() once, before the router reads the session (src/main.tsx).
 */
import { atom } from "jotai";
import { forgetSessionIfNotRemembered, onSessionChange, sessionUser } from "../../backend/session";
import type { SessionUser } from "../../lib/types";
import { store } from "../../state/store";

export type { SessionUser };

/** null until startSession() reads the session, and whenever nobody is signed in. */
export const sessionUserAtom = atom<SessionUser | null>(null);

/**
 * Ends a session the customer asked not to be remembered once the browser was closed, then
 * keeps sessionUserAtom in step with the session. Returns the stop function.
 */
export function startSession(): () => void {
  forgetSessionIfNotRemembered();
  store.set(sessionUserAtom, sessionUser());
  return onSessionChange(() => store.set(sessionUserAtom, sessionUser()));
}

/** Calls `callback` each time a customer signs in (not at start, nor at a token refresh). */
export function onSignIn(callback: () => void): void {
  let signedIn = sessionUser()?.id;
  onSessionChange(() => {
    const id = sessionUser()?.id;
    if (id && id !== signedIn) callback();
    signedIn = id;
  });
}

/** Greets with the first word of the display name, or else the email. */
export function greetingName(user: SessionUser): string {
  const first = user.name.trim().split(/\s+/)[0];
  return first || user.email;
}
