/**
 * The buttons that move an order: only the steps its status allows ("Payment received", "Mark
 * as shipped", "Delivered", "Cancel"), each opening a short form (a tracking number and courier
 * to ship, a reason to cancel, an optional note to the customer) whose button takes the step.
 * The step goes through the outbox with the status it was taken from: offline it waits on the
 * device and is sent once; if the order moved meanwhile the server refuses it and its words
 * are shown. From the list, "Payment received" is three taps: the order, the step, Confirm.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormField, TextAreaField } from "../../components/form-field";
import type { AdminOrder } from "../../lib/admin-types";
import { submit } from "../../offline/submit";
import { newClientId } from "../../shared/ids";
import {
  emptyOrderAction,
  ORDER_STEP_ACTIONS,
  type OrderStepAction,
  orderActionSchema,
  PAYMENT_CONFIRM_REFUSED,
  stepsFrom,
} from "../../shared/order-actions";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { useAdminAccount } from "./admin-session";
import { SaveOrBack } from "./save-or-back";

/** Couriers offered while typing (any other name may be typed). */
const COURIERS = ["Koombiyo", "Pronto", "Domex", "Prompt Xpress", "Sri Lanka Post", "Citypak"];

const CONFIRM: Record<OrderStepAction, string> = {
  paid: "Confirm payment received",
  shipped: "Mark as shipped",
  delivered: "Confirm delivered",
  cancelled: "Cancel the order",
};

export const QUEUED_STEP =
  "Saved on this device: it is sent when you are back online, and the order then changes.";

export function OrderSteps({
  order,
  accountId,
  waiting,
  onDone,
}: {
  order: AdminOrder;
  accountId: string;
  /** a step of this order is still on the device: no new one until it is through */
  waiting: boolean;
  /** the order should be read again (a step was taken, or refused) */
  onDone: () => void;
}) {
  const [open, setOpen] = useState<OrderStepAction | null>(null);
  const [refusal, setRefusal] = useState("");
  const mayConfirm = useAdminAccount()?.mayConfirmPayments ?? false;
  const possible = stepsFrom(order.status, order.paymentMethod);
  // the server refuses "Payment received" to staff without "May confirm payments": no button
  const steps = mayConfirm ? possible : possible.filter((step) => step !== "paid");
  const withheld = possible.length !== steps.length;
  if (waiting) {
    return <p className="admin-note">The next steps show once the step above has been sent.</p>;
  }
  return (
    <div className="order-steps">
      {refusal && (
        <p className="form__error" role="alert">
          {refusal}
        </p>
      )}
      {withheld && !open && <p className="admin-note">{PAYMENT_CONFIRM_REFUSED}</p>}
      {steps.length === 0 ? null : open ? (
        <StepForm
          key={open}
          action={open}
          order={order}
          accountId={accountId}
          onClose={(done) => {
            setOpen(null);
            if (done) onDone();
          }}
          onRefused={(message) => {
            // the order moved meanwhile: close the form, say why, show where it is now
            setOpen(null);
            setRefusal(message);
            onDone();
          }}
        />
      ) : (
        <div className="order-steps__buttons">
          {steps.map((step) => (
            <button
              key={step}
              type="button"
              className={`button${step === "cancelled" ? " button--secondary" : ""}`}
              onClick={() => {
                setRefusal("");
                setOpen(step);
              }}
            >
              {ORDER_STEP_ACTIONS[step].label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function StepForm({
  action,
  order,
  accountId,
  onClose,
  onRefused,
}: {
  action: OrderStepAction;
  order: AdminOrder;
  accountId: string;
  onClose: (done: boolean) => void;
  onRefused: (message: string) => void;
}) {
  const form = useValidatedForm(
    orderActionSchema,
    emptyOrderAction(action, order.status),
    "Please check the fields above.",
  );
  // one submission per opened form: a second tap on the button is the same step
  const [clientId] = useState(newClientId);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLFormElement>(null);
  useEffect(() => {
    first.current?.querySelector<HTMLElement>("input, textarea, button[type=submit]")?.focus();
  }, []);

  async function take(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok) return;
    setBusy(true);
    const result = await submit(
      "orderactions",
      { ...check.values, order: order.id, clientId },
      { userId: accountId },
    );
    setBusy(false);
    if (result.kind === "sent") {
      void showToast(`${order.orderNumber}: ${ORDER_STEP_ACTIONS[action].to}`, "success");
      onClose(true);
    } else if (result.kind === "queued") {
      void showToast(QUEUED_STEP, "info", 6000);
      onClose(false);
    } else if (result.kind === "refused") {
      onRefused(result.message);
    } else {
      form.fail(result.message);
    }
  }

  const title = ORDER_STEP_ACTIONS[action].label;
  return (
    <form ref={first} className="step-form" onSubmit={take} noValidate aria-label={title}>
      <h3 className="step-form__title">{title}</h3>
      {action === "shipped" && (
        <>
          <FormField label="Tracking number" autoComplete="off" {...form.field("trackingNumber")} />
          <FormField
            label="Courier"
            optional
            list="couriers"
            autoComplete="off"
            {...form.field("courier")}
          />
          <datalist id="couriers">
            {COURIERS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
      <TextAreaField
        label={action === "cancelled" ? "Reason for cancelling" : "Note to the customer"}
        optional={action !== "cancelled"}
        hint={
          action === "cancelled"
            ? "The customer reads it in their order and email."
            : "Shown in the customer's order and email."
        }
        rows={2}
        {...form.field("note")}
      />
      <div aria-live="polite" className="form__messages">
        {form.message && (
          <p className="form__error" role="alert">
            {form.message}
          </p>
        )}
      </div>
      <SaveOrBack
        busy={busy}
        label={CONFIRM[action]}
        onBack={() => onClose(false)}
        className="step-form__buttons"
      />
    </form>
  );
}
