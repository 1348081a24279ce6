import { useAtomValue } from "jotai";
import { Icon, type IconName } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { t } from "../../lib/i18n/i18n";
import { hideToast, type Toast, toastsAtom } from "./toast-atoms";

const ICONS: Record<Toast["kind"], IconName> = {
  success: "check",
  error: "ban",
  info: "message",
};

/**
 * Two live regions that are always in the page (a region added together with its text is
 * often not announced): errors interrupt as alerts, everything else is announced politely.
 */
export function Toaster() {
  useT();
  const toasts = useAtomValue(toastsAtom);
  const errors = toasts.filter((toast) => toast.kind === "error");
  const others = toasts.filter((toast) => toast.kind !== "error");
  return (
    <div className="toaster">
      <div role="alert" aria-live="assertive" className="toaster__region">
        {errors.map(renderToast)}
      </div>
      <div role="status" aria-live="polite" className="toaster__region">
        {others.map(renderToast)}
      </div>
    </div>
  );
}

function renderToast(toast: Toast) {
  return (
    <div key={toast.id} className={`toast toast--${toast.kind}`}>
      <Icon name={ICONS[toast.kind]} size={20} />
      {/* the shop's messages are English keys (src/locales): shown in the shopper's language */}
      <span>{t(toast.message)}</span>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.run();
            hideToast(toast.id);
          }}
        >
          {t(toast.action.label)}
        </button>
      )}
    </div>
  );
}
