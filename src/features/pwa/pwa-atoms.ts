/**
 * Service worker and install state, on the app's one jotai store: the registration module
 * writes it before React mounts, the header and the update prompt read it.
 */
import { atom } from "jotai";

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** set when a new version is waiting; calling it activates the version and reloads */
export const applyUpdateAtom = atom<(() => void) | undefined>(undefined);

/** the browser's deferred install offer, when it made one */
export const installPromptAtom = atom<InstallPromptEvent | undefined>(undefined);

/** the browser's idea of the connection; watchBrowserEvents() reads it at start and follows it */
export const onlineAtom = atom(true);
