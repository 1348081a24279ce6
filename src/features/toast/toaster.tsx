import { useAtomValue } from "jotai";
import { toastsAtom } from "./toast-atoms";

/** Toasts live in a polite live region so screen readers announce them. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
