/**
 * One customer in /admin -> Customers: who they are, their orders (the list opens searched by
 * their email), what they have paid, their last order, and the shop's note to save.
 */
import { type FormEvent, useState } from "react";
import { saveCustomerNote } from "../../backend/admin-customers";
import { TextAreaField } from "../../components/form-field";
import type { Customer } from "../../lib/admin-types";
import { formatLkr } from "../../shared/money";
import { countOf, shortDateTime, telHref } from "./admin-format";
import { AdminLink } from "./admin-link";
import { useSaving } from "./admin-saving";

const NOTE_MAX = 2000;

export function CustomerCard({ customer }: { customer: Customer }) {
  const [note, setNote] = useState(customer.note);
  const [saved, setSaved] = useState(customer.note);
  const { busy, run } = useSaving();
  const name = customer.name || customer.email;
  async function save(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const stored = await saveCustomerNote(customer.id, note);
      setNote(stored);
      setSaved(stored);
    }, `Note saved for ${name}.`);
  }
  const tooLong = note.length > NOTE_MAX;
  return (
    <li className="admin-panel customer-card" aria-label={name}>
      <h2 className="customer-card__name">{name}</h2>
      <p className="customer-card__contacts">
        {customer.email}
        {customer.phone && (
          <>
            {" · "}
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </>
        )}
      </p>
      <p className="customer-card__figures">
        {countOf(customer.orders, "order", "orders")} · {formatLkr(customer.totalSpent)} paid
      </p>
      {customer.lastOrder && (
        <p>
          Last order{" "}
          <AdminLink path={`orders/${customer.lastOrder.id}`}>
            {customer.lastOrder.number}
          </AdminLink>{" "}
          on {shortDateTime(customer.lastOrder.at)}
        </p>
      )}
      {customer.orders > 0 && (
        <p>
          <AdminLink path="orders" search={{ q: customer.email }}>
            Orders of {name}
          </AdminLink>
        </p>
      )}
      <form className="customer-card__note" onSubmit={save} noValidate>
        <TextAreaField
          label={`Note on ${name}`}
          optional
          hint="Only the shop sees it."
          rows={2}
          value={note}
          error={tooLong ? `The note must be at most ${NOTE_MAX} characters.` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy || tooLong || note === saved}
        >
          {busy ? "Saving…" : "Save note"}
        </button>
      </form>
    </li>
  );
}
