/** The list of submissions still on this device, with Retry and Discard for refused ones. */
import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import type { OutboxItem } from "../../offline/db";
import { discardItem, retryItem } from "../../offline/outbox";
import { requestDrain } from "../../offline/outbox-runner";
import { itemStateText, itemSummary, itemTitle } from "./outbox-labels";

export function OutboxPanel({ items, onClose }: { items: OutboxItem[]; onClose: () => void }) {
  const waiting = items.some((item) => item.state === "queued" && !item.needsSignIn);
  return (
    <div className="outbox-panel" id="outbox-panel" role="dialog" aria-label="Waiting to be sent">
      <div className="outbox-panel__head">
        <h2>Waiting to be sent</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <p className="outbox-panel__note">
        {items.every((item) => item.state === "failed")
          ? "The server refused these. Retry once the cause is fixed, or discard them."
          : "Saved on this device. We send them automatically when the connection is back."}
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
          Try sending now
        </button>
      )}
    </div>
  );
}

function OutboxRow({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const summary = itemSummary(item);
  return (
    <li className={`outbox-row outbox-row--${item.state}`}>
      <p className="outbox-row__title">{itemTitle(item)}</p>
      {summary && <p className="outbox-row__summary">{summary}</p>}
      <p className="outbox-row__state">{itemStateText(item)}</p>
      {item.state === "failed" && item.error && (
        <p className="outbox-row__error" role="alert">
          {item.error}
        </p>
      )}
      {item.needsSignIn && item.state === "queued" && (
        <Link to="/login" className="button outbox-row__action" onClick={onClose}>
          Sign in
        </Link>
      )}
      {item.state === "failed" && (
        <div className="outbox-row__actions">
          <button type="button" className="button" onClick={() => void retryItem(item.id)}>
            Retry
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void discardItem(item.id)}
          >
            Discard
          </button>
        </div>
      )}
    </li>
  );
}
