/**
 * Damaged goods on a delivered order, the owner's alone (the server refuses staff too): until
 * the end of the seventh Sri Lankan working day after delivery, **Record a refund** (amount,
 * reason, the unboxing video's link or file: order-refund.tsx) and **Send a replacement**
 * (order-replacement.tsx). The server checks the days, the amount and who sends it.
 */
import { useState } from "react";
import type { AdminOrder } from "../../lib/admin-types";
import { formatLkr } from "../../shared/money";
import { moneyReceived } from "../../shared/refunds";
import { lastRefundDay, longDay, sriLankaDay } from "../../shared/working-days";
import { toMs } from "./admin-format";
import { RefundForm } from "./order-refund";
import { ReplacementForm } from "./order-replacement";

/** When the order was delivered: its last Delivered step. */
function deliveredMs(order: AdminOrder): number {
  const steps = order.statusHistory.filter((step) => step.status === "Delivered");
  return toMs(steps.at(-1)?.at ?? order.updated);
}

export function OrderAftercare(props: {
  order: AdminOrder;
  accountId: string;
  onDone: () => void;
}) {
  const { order } = props;
  const [open, setOpen] = useState<"refund" | "replacement" | null>(null);
  if (order.status !== "Delivered") return null;
  const last = lastRefundDay(deliveredMs(order));
  const inTime = sriLankaDay(Date.now()) <= last;
  const paid = moneyReceived(order);
  const close = (done: boolean) => {
    setOpen(null);
    if (done) props.onDone();
  };
  return (
    <section className="admin-panel" aria-labelledby="aftercare-title">
      <h2 id="aftercare-title">Damaged goods</h2>
      <p className="admin-note" data-testid="aftercare-window">
        {inTime
          ? `Refunds and replacements until ${longDay(last)} (seven working days after delivery).`
          : `The seven working days after delivery ended on ${longDay(last)}.`}{" "}
        Paid {formatLkr(paid)}
        {order.refunded ? `, refunded ${formatLkr(order.refunded)}` : ""}.
      </p>
      {open === "refund" && <RefundForm {...props} onClose={close} />}
      {open === "replacement" && <ReplacementForm {...props} onClose={close} />}
      {open === null && (
        <div className="order-steps__buttons">
          <button type="button" className="button" onClick={() => setOpen("refund")}>
            Record a refund
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen("replacement")}
          >
            Send a replacement
          </button>
        </div>
      )}
    </section>
  );
}
