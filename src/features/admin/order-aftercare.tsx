/**
 * Damaged goods on a delivered order, the owner's alone (the server refuses staff too): until
 * the end of the seventh Sri Lankan working day after delivery, **Record a refund** (amount,
 * reason, the unboxing video's link) and **Send a replacement** (order-replacement.tsx). Both go
 * through the outbox like every step; the server checks the days, the amount and who sends it.
 */
import { type FormEvent, useState } from "react";
import { FormField, TextAreaField } from "../../components/form-field";
import type { AdminOrder } from "../../lib/admin-types";
import { newClientId } from "../../shared/ids";
import { formatLkr } from "../../shared/money";
import { moneyReceived, refundFormSchema } from "../../shared/refunds";
import { lastRefundDay, longDay, sriLankaDay } from "../../shared/working-days";
import { useValidatedForm } from "../forms/use-validated-form";
import { toMs } from "./admin-format";
import { sendAftercare } from "./aftercare-send";
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

function RefundForm({
  order,
  accountId,
  onClose,
}: {
  order: AdminOrder;
  accountId: string;
  onClose: (done: boolean) => void;
}) {
  const form = useValidatedForm(
    refundFormSchema,
    { amount: "", reason: "", videoUrl: "" },
    "Please check the refund.",
  );
  const [clientId] = useState(newClientId);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok) return;
    setBusy(true);
    const { amount, reason, videoUrl } = check.values;
    const body = { action: "refund", fromStatus: order.status, order: order.id, clientId };
    const sent = await sendAftercare(
      { ...body, amount, note: reason, videoUrl },
      accountId,
      form.fail,
      "Refund recorded",
    );
    setBusy(false);
    if (sent) onClose(true);
  }

  return (
    <form className="form" onSubmit={save} noValidate aria-label="Record a refund">
      <FormField label="Amount (LKR)" inputMode="numeric" {...form.field("amount")} />
      <TextAreaField
        label="Reason"
        hint="The customer reads it in their order."
        rows={2}
        {...form.field("reason")}
      />
      <FormField
        label="Unboxing video (link)"
        hint="The customer's video, e.g. a Google Drive or WhatsApp link, starting with https://"
        type="url"
        {...form.field("videoUrl")}
      />
      <div aria-live="polite" className="form__messages">
        {form.message && <p className="form__error">{form.message}</p>}
      </div>
      <div className="order-steps__buttons">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Record the refund"}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onClose(false)}>
          Back
        </button>
      </div>
    </form>
  );
}
