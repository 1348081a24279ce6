/**
 * **Send a replacement**: how many of each of the order's items to send again (none chosen at
 * first), and a note. The server makes the new order at LKR 0 from the original's own lines, so
 * nothing here sets a price.
 */
import { type FormEvent, useState } from "react";
import { TextAreaField } from "../../components/form-field";
import type { AdminOrder } from "../../lib/admin-types";
import { newClientId } from "../../shared/ids";
import { CHOOSE_ITEMS } from "../../shared/refunds";
import { sendAftercare } from "./aftercare-send";
import { SaveOrBack } from "./save-or-back";

export function ReplacementForm({
  order,
  accountId,
  onClose,
}: {
  order: AdminOrder;
  accountId: string;
  onClose: (done: boolean) => void;
}) {
  const [counts, setCounts] = useState<number[]>(() => order.items.map(() => 0));
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [clientId] = useState(newClientId);

  async function save(event: FormEvent) {
    event.preventDefault();
    const lines = counts
      .map((quantity, index) => ({ index, quantity }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) return setError(CHOOSE_ITEMS);
    setError("");
    setBusy(true);
    const body = { action: "replacement", fromStatus: order.status, order: order.id, clientId };
    const sent = await sendAftercare(
      { ...body, lines, note },
      accountId,
      setError,
      "Replacement order made",
    );
    setBusy(false);
    if (sent) onClose(true);
  }

  return (
    <form className="form" onSubmit={save} noValidate aria-label="Send a replacement">
      <fieldset className="replacement__items">
        <legend>Items to send again, at LKR 0</legend>
        {order.items.map((item, index) => (
          <label key={`${item.id}-${item.option ?? ""}`} className="replacement__item">
            <span>
              {item.name}
              {item.option && ` · ${item.option}`} (bought {item.quantity})
            </span>
            <select
              value={counts[index]}
              onChange={(event) =>
                setCounts((now) =>
                  now.map((n, i) => (i === index ? Number(event.target.value) : n)),
                )
              }
            >
              {Array.from({ length: item.quantity + 1 }, (_, n) => `${n}`).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Note to the customer"
        optional
        error={undefined}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div aria-live="polite" className="form__messages">
        {error && <p className="form__error">{error}</p>}
      </div>
      <SaveOrBack
        busy={busy}
        label="Make the replacement order"
        onBack={() => onClose(false)}
        className="order-steps__buttons"
      />
    </form>
  );
}
