/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert
 * (the focus trap), Escape closes it through the `cancel` event, and focus returns to the
 * element that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
// plain t(): the screens that open a dialog redraw it when the language changes
import { t } from "../lib/i18n/i18n";
import { Icon } from "./icon";
import "./modal.css";

export function Modal({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** a variant of the panel, e.g. `modal--zoom` (full screen) */
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  // Portalled to <body> so a modal opened from inside a <label> never toggles its checkbox.
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which closes it for keyboards
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label={t("Close")} onClick={onClose}>
              <Icon name="close" />
            </button>
          </header>
          <div className="modal__body">{children}</div>
          <footer className="modal__footer">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </footer>
        </div>
      )}
    </dialog>,
    document.body,
  );
}
