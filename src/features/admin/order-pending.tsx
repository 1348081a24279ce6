/**
 * The shop's steps on this order still on the device: waiting for a connection (or a sign-in),
 * being sent, or refused by the server with its reason (another person moved the order, the
 * customer cancelled...). A refused step is dismissed by the person who reads why.
 */

import type { OutboxItem } from "../../offline/db";
import { discardItem } from "../../offline/outbox";
import { ORDER_STEP_ACTIONS, type OrderStepAction } from "../../shared/order-actions";

/** The shop's other actions on an order, as the list names them. */
const OTHER_ACTIONS: Record<string, string> = {
  notes: "Notes",
  refund: "The refund",
  replacement: "The replacement",
};

function stepName(item: OutboxItem): string {
  const action = String(item.body.action ?? "");
  const step = ORDER_STEP_ACTIONS[action as OrderStepAction];
  if (!step) return OTHER_ACTIONS[action] ?? "This change";
  const tracking = item.body.trackingNumber ? ` (${String(item.body.trackingNumber)})` : "";
  return `${step.label}${tracking}`;
}

function stateText(item: OutboxItem): string {
  if (item.needsSignIn) return "waits for you to sign in again.";
  if (item.state === "sending") return "is being sent…";
  return "is saved on this device and goes when you are back online.";
}

export function OrderPending({ items }: { items: OutboxItem[] }) {
  if (!items.length) return null;
  return (
    <ul className="order-pending" aria-label="Steps on this device">
      {items.map((item) =>
        item.state === "failed" ? (
          <li key={item.id} className="order-pending__item order-pending__item--refused">
            <p role="alert">
              <strong>{stepName(item)} was not done.</strong> {item.error}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void discardItem(item.id)}
            >
              Dismiss
            </button>
          </li>
        ) : (
          <li key={item.id} className="order-pending__item" role="status">
            <strong>{stepName(item)}</strong> {stateText(item)}
          </li>
        ),
      )}
    </ul>
  );
}
