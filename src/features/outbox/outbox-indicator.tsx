/**
 * Header button showing how many submissions are still on this device (queued, sending or
 * failed); it opens the outbox panel. Hidden when nothing is pending. The panel's code loads
 * when it is first opened (the service worker keeps it for offline use), so a first visit,
 * with nothing waiting, does not carry it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "../../components/icon";
import { usePendingOutbox } from "../../offline/outbox-hooks";
import "./outbox.css";

const OutboxPanel = lazy(() =>
  import("./outbox-panel").then((module) => ({ default: module.OutboxPanel })),
);

export function OutboxIndicator() {
  const pending = usePendingOutbox();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const failed = pending.some((item) => item.state === "failed");

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  if (pending.length === 0) return null;
  const label = `${pending.length} ${pending.length === 1 ? "submission" : "submissions"} waiting to be sent`;
  return (
    <div className="outbox-indicator" ref={root}>
      <button
        type="button"
        className={`icon-button outbox-indicator__button${failed ? " outbox-indicator__button--failed" : ""}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls="outbox-panel"
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="clock" size={22} />
        <span className="badge outbox-indicator__badge" aria-hidden="true">
          {pending.length}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <OutboxPanel items={pending} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
