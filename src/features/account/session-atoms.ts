/**
 * The signed-in customer, mirrored from the PocketBase auth store into jotai so every screen
 * re-renders on sign-in, sign-out and token refresh.
 */
import { atom } from "jotai";
import { pb } from "../../backend/client";
import { store } from "../../state/store";
import { forgetSessionIfNotRemembered } from "./auth";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

function currentUser(): SessionUser | null {
  const record = pb().authStore.record;
  if (!pb().authStore.isValid || !record || record.collectionName !== "users") return null;
  return { id: record.id, name: String(record.name ?? ""), email: String(record.email ?? "") };
}

forgetSessionIfNotRemembered();

export const sessionUserAtom = atom<SessionUser | null>(currentUser());

pb().authStore.onChange(() => store.set(sessionUserAtom, currentUser()));

/** Spec: greet with the first word of the display name, or else the email. */
export function greetingName(user: SessionUser): string {
  const first = user.name.trim().split(/\s+/)[0];
  return first || user.email;
}
