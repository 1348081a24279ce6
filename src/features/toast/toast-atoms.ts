import { atom } from "jotai";
import { store } from "../../state/store";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Toasts stay 4000 ms (register success: 3000 ms). */
export const TOAST_DELAY_MS = 4000;

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast from anywhere (components or plain modules); resolves when it hides. */
export function showToast(message: string, kind: ToastKind = "info", durationMs = TOAST_DELAY_MS) {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, kind, message }]);
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
      resolve();
    }, durationMs),
  );
}
