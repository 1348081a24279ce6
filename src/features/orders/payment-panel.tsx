/**
 * The 50% advance of one order: the shop's bank details, the amount, and the payment slips the
 * customer attaches. A slip goes through the outbox like every submission (its Blob waits in
 * IndexedDB while offline and is sent exactly once); the server checks size and type again.
 */
import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { useT } from "../../hooks/use-t";
import { tServer } from "../../lib/i18n/server-messages";
import { prepareAttachment } from "../../lib/prepare-attachment";
import type { Order, Settings } from "../../lib/types";
import { useSettings } from "../../offline/hooks";
import { refreshOrders } from "../../offline/orders-cache";
import { useOrderSlips } from "../../offline/outbox-hooks";
import { submit } from "../../offline/submit";
import { SLIP_RULE, SLIP_TYPES } from "../../shared/attachments";
import { formatLkr } from "../../shared/money";
import { advanceDue } from "../../shared/orders";
import { sessionUserAtom } from "../account/session-atoms";
import { itemStateText } from "../outbox/outbox-labels";
import "./orders.css";

export function BankDetails({ settings, total }: { settings: Settings; total: number }) {
  const t = useT();
  const lines: [string, string][] = [
    [t("Bank"), settings.bankName],
    [t("Branch"), settings.bankBranch],
    [t("Account name"), settings.bankAccountName],
    [t("Account number"), settings.bankAccountNumber],
  ];
  const known = lines.filter(([, value]) => value);
  return (
    <div className="payment__bank">
      <p className="payment__advance">
        {t("Advance due now (50%):")}{" "}
        <strong data-testid="advance">{formatLkr(advanceDue(total))}</strong>
      </p>
      {known.length > 0 && (
        <dl className="payment__lines">
          {known.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function PaymentPanel({ order }: { order: Order }) {
  const t = useT();
  const settings = useSettings();
  const user = useAtomValue(sessionUserAtom);
  const slips = useOrderSlips(order.id);
  const sent = slips.filter((slip) => slip.state === "sent").length;
  // A slip that just reached the shop changed its order ("Slip received"): read the orders now
  // instead of waiting for realtime, which may still be reconnecting after the device came back
  // online. Offline the read fails and the cached copy stays.
  useEffect(() => {
    if (sent > 0) refreshOrders(order.user).catch(() => {});
  }, [sent, order.user]);
  const [error, setError] = useState("");
  const inputId = useId();

  async function attach(file: File | undefined) {
    setError("");
    if (!file || !user) return;
    // a photo resized on the device, a PDF as it is: a Blob IndexedDB keeps while offline
    const ready = await prepareAttachment(file, SLIP_RULE);
    if ("problem" in ready) return setError(ready.problem);
    const result = await submit(
      "paymentslips",
      { order: order.id, orderNumber: order.orderNumber, file: ready.blob, fileName: ready.name },
      { userId: user.id },
    );
    // Sent or queued, the slip's line above says so; a refused one is not kept, so say why here
    // (the storage message only when the device's storage is really full).
    if (result.kind === "refused" || result.kind === "no-storage") setError(result.message);
  }

  return (
    <section
      className="payment"
      aria-label={t("Payment for {number}", { number: order.orderNumber })}
    >
      <h3 className="payment__title">{t("Pay the advance by bank transfer")}</h3>
      <BankDetails settings={settings} total={order.total} />
      <p className="payment__hint">
        {t("Use {number} as the reference, then attach a photo or PDF of the deposit slip.", {
          number: order.orderNumber,
        })}
      </p>
      {slips.length > 0 && (
        <ul className="payment__slips" aria-label={t("Payment slips")}>
          {slips.map((slip) => (
            <li key={slip.id} data-state={slip.state}>
              <span>{String(slip.body.fileName ?? t("Slip"))}</span>
              <span className="payment__slip-state">
                {slip.state === "sent" ? t("Sent to the shop") : itemStateText(slip)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="button button--secondary payment__attach">
        {t("Attach payment slip")}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={["image/*", ...SLIP_TYPES].join(",")}
        onChange={(event) => {
          void attach(event.currentTarget.files?.[0]);
          event.currentTarget.value = "";
        }}
      />
      {error && (
        <p className="payment__error" role="alert">
          {tServer(error)}
        </p>
      )}
    </section>
  );
}
