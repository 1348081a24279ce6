/**
 * Who did what to an order, when: the customer placing it and sending slips, then each of the
 * shop's steps with the person who took it, the tracking number, the notes. Steps set in the
 * PocketBase dashboard (no action record) show from the order's own timeline. A refund's
 * unboxing video file opens from its line with a file token, as the payment slips do.
 */
import { refundVideoUrl } from "../../backend/admin-orders";
import type { AdminOrder, AdminSlip, OrderActionRecord } from "../../lib/admin-types";
import { formatLkr } from "../../shared/money";
import { SLIP_RECEIVED } from "../../shared/orders";
import { shortDateTime, toMs } from "./admin-format";

interface Entry {
  at: string;
  what: string;
  who: string;
  details: string[];
  /** the refund's unboxing video file */
  video?: OrderActionRecord;
}

function fromAction(action: OrderActionRecord): Entry {
  const details: string[] = [];
  if (action.trackingNumber) {
    details.push(
      `Tracking ${action.trackingNumber}${action.courier ? ` (${action.courier})` : ""}`,
    );
  }
  if (action.note) details.push(`To the customer: ${action.note}`);
  if (action.staffNote) details.push(`Staff note: ${action.staffNote}`);
  if (action.videoUrl) details.push(`Unboxing video: ${action.videoUrl}`);
  return {
    at: action.created,
    what: aftercareTitle(action) || action.toStatus || "Notes saved",
    who: action.by,
    details,
    ...(action.video ? { video: action } : {}),
  };
}

function aftercareTitle(action: OrderActionRecord): string {
  if (action.action === "refund") return `Refund ${formatLkr(action.amount)}`;
  if (action.action === "replacement") return `Replacement sent: ${action.replacementOrder}`;
  return "";
}

/** The order's entries, oldest first. */
export function historyEntries(
  order: AdminOrder,
  slips: AdminSlip[] | undefined,
  actions: OrderActionRecord[] | undefined,
): Entry[] {
  const customer = `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim();
  const entries: Entry[] = [
    { at: order.created, what: "Order placed", who: customer || order.userName, details: [] },
  ];
  for (const slip of slips ?? []) {
    entries.push({ at: slip.created, what: "Payment slip sent", who: customer, details: [] });
  }
  const taken = actions ?? [];
  entries.push(...taken.map(fromAction));
  // steps without an action: set in the dashboard, or actions not read yet (offline)
  const stepsByAction = new Set(taken.map((action) => action.toStatus).filter(Boolean));
  for (const step of order.statusHistory.slice(1)) {
    if (step.status === SLIP_RECEIVED || stepsByAction.has(step.status)) continue;
    entries.push({
      at: step.at,
      what: step.status,
      who: "",
      details: step.note ? [`To the customer: ${step.note}`] : [],
    });
  }
  return entries.sort((a, b) => toMs(a.at) - toMs(b.at));
}

export function OrderHistory(props: {
  order: AdminOrder;
  slips: AdminSlip[] | undefined;
  actions: OrderActionRecord[] | undefined;
  /** file token for the protected videos; "" offline */
  token: string;
}) {
  const entries = historyEntries(props.order, props.slips, props.actions);
  return (
    <section className="admin-panel" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ol className="admin-history">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.what}`} className="admin-history__entry">
            <p className="admin-history__what">
              <strong>{entry.what}</strong>
              {entry.who && <span> by {entry.who}</span>}
            </p>
            <p className="admin-history__when">{shortDateTime(entry.at)}</p>
            {entry.details.map((detail) => (
              <p key={detail} className="admin-history__detail">
                {detail}
              </p>
            ))}
            {entry.video && <VideoLink action={entry.video} token={props.token} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function VideoLink({ action, token }: { action: OrderActionRecord; token: string }) {
  if (!token) return <p className="admin-history__detail">The video opens when you are online.</p>;
  return (
    <p className="admin-history__detail">
      <a href={refundVideoUrl(action, token)} target="_blank" rel="noreferrer">
        Open the unboxing video
      </a>
    </p>
  );
}
