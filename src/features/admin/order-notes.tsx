/**
 * The order's two notes, kept apart: the shop's private note (staff and the owner only; the
 * server never sends it to the customer) and the note to the customer (their order page and
 * the next email). Saved as a "notes" step through the outbox like every change to an order.
 */
import { type FormEvent, useState } from "react";
import { TextAreaField } from "../../components/form-field";
import type { AdminOrder } from "../../lib/admin-types";
import { submit } from "../../offline/submit";
import { newClientId } from "../../shared/ids";
import { orderActionSchema } from "../../shared/order-actions";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { QUEUED_STEP } from "./order-steps";

export function OrderNotes({
  order,
  accountId,
  onSaved,
}: {
  order: AdminOrder;
  accountId: string;
  onSaved: () => void;
}) {
  const form = useValidatedForm(
    orderActionSchema,
    () => ({
      action: "notes" as const,
      fromStatus: order.status,
      trackingNumber: "",
      courier: "",
      note: order.statusNote,
      staffNote: order.staffNote,
    }),
    "Please check the notes.",
  );
  const [clientId, setClientId] = useState(newClientId);
  const [busy, setBusy] = useState(false);
  const changed =
    form.values.note !== order.statusNote || form.values.staffNote !== order.staffNote;

  async function save(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok) return;
    setBusy(true);
    const result = await submit(
      "orderactions",
      { ...check.values, fromStatus: order.status, order: order.id, clientId },
      { userId: accountId },
    );
    setBusy(false);
    setClientId(newClientId());
    if (result.kind === "sent") {
      void showToast("Notes saved", "success");
      onSaved();
    } else if (result.kind === "queued") void showToast(QUEUED_STEP, "info", 6000);
    else form.fail(result.message);
  }

  return (
    <section className="admin-panel" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <form className="form" onSubmit={save} noValidate>
        <TextAreaField
          label="Staff note"
          hint="Only the shop sees this."
          rows={3}
          {...form.field("staffNote")}
        />
        <TextAreaField
          label="Note to the customer"
          hint="Shown in the customer's order."
          rows={2}
          {...form.field("note")}
        />
        <div aria-live="polite" className="form__messages">
          {form.message && <p className="form__error">{form.message}</p>}
        </div>
        <button type="submit" className="button button--secondary" disabled={busy || !changed}>
          {busy ? "Saving…" : "Save notes"}
        </button>
      </form>
    </section>
  );
}
