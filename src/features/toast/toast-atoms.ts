import { atom } from "jotai";
import { store } from "../../state/store";

export type ToastKind = "success" | "error" | "info";

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** toasts with the same key replace each other instead of piling up */
  key?: string;
  /** one button in the toast (Undo); pressing it runs it and hides the toast */
  action?: ToastAction;
}

/** Toasts stay 4000 ms (register success: 3000 ms). */
export const TOAST_DELAY_MS = 4000;

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; done: () => void }>();

export interface ToastOptions {
  key?: string;
  action?: ToastAction;
}

export function hideToast(id: number) {
  const pending = timers.get(id);
  if (pending) {
    clearTimeout(pending.timer);
    timers.delete(id);
    pending.done();
  }
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

/**
 * Shows a toast from anywhere (components or plain modules); resolves when it hides. A toast
 * with the key of one still showing takes its place and starts its time again (the earlier
 * call's promise resolves then).
 */
export function showToast(
  message: string,
  kind: ToastKind = "info",
  durationMs = TOAST_DELAY_MS,
  options: ToastOptions = {},
) {
  const { key, action } = options;
  const previous = key ? store.get(toastsAtom).find((t) => t.key === key) : undefined;
  const id = nextId++;
  const toast: Toast = {
    id,
    kind,
    message,
    ...(key ? { key } : {}),
    ...(action ? { action } : {}),
  };
  if (previous) {
    const pending = timers.get(previous.id);
    if (pending) {
      clearTimeout(pending.timer);
      timers.delete(previous.id);
      pending.done();
    }
    store.set(toastsAtom, (list) => list.map((t) => (t.id === previous.id ? toast : t)));
  } else {
    store.set(toastsAtom, (list) => [...list, toast]);
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => hideToast(id), durationMs);
    timers.set(id, { timer, done: resolve });
  });
}
