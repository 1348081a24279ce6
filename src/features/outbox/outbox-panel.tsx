/** The list of submissions still on this device, with Retry and Discard for refused ones. */
import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { tServer } from "../../lib/i18n/server-messages";
import type { OutboxItem } from "../../offline/db";
import { discardItem, retryItem } from "../../offline/outbox";
import { requestDrain } from "../../offline/outbox-runner";
import { itemStateText, itemSummary, itemTitle } from "./outbox-labels";

export function OutboxPanel({ items, onClose }: { items: OutboxItem[]; onClose: () => void }) {
  const t = useT();
  const waiting = items.some((item) => item.state === "queued" && !item.needsSignIn);
  return (
    <div
      className="outbox-panel"
      id="outbox-panel"
      role="dialog"
      aria-label={t("Waiting to be sent")}
    >
      <div className="outbox-panel__head">
        <h2>{t("Waiting to be sent")}</h2>
        <button type="button" className="icon-button" aria-label={t("Close")} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <p className="outbox-panel__note">
        {items.every((item) => item.state === "failed")
          ? t("The server refused these. Retry once the cause is fixed, or discard them.")
          : t("Saved on this device. We send them automatically when the connection is back.")}
      </p>
      <ul className="outbox-panel__list">
        {items.map((item) => (
          <OutboxRow key={item.id} item={item} onClose={onClose} />
        ))}
      </ul>
      {waiting && (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => requestDrain(true)}
        >
          {t("Try sending now")}
        </button>
      )}
    </div>
  );
}

function OutboxRow({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const t = useT();
  const summary = itemSummary(item);
  return (
    <li className={`outbox-row outbox-row--${item.state}`}>
      <p className="outbox-row__title">{itemTitle(item)}</p>
      {summary && <p className="outbox-row__summary">{summary}</p>}
      <p className="outbox-row__state">{itemStateText(item)}</p>
      {item.state === "failed" && item.error && (
        <p className="outbox-row__error" role="alert">
          {tServer(item.error)}
        </p>
      )}
      {item.needsSignIn && item.state === "queued" && (
        <Link to="/login" className="button outbox-row__action" onClick={onClose}>
          {t("Sign in")}
        </Link>
      )}
      {item.state === "failed" && (
        <div className="outbox-row__actions">
          <button type="button" className="button" onClick={() => void retryItem(item.id)}>
            {t("Retry")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void discardItem(item.id)}
          >
            {t("Discard")}
          </button>
        </div>
      )}
    </li>
  );
}
