/**
 * A custom request's quotes in /admin → Messages (docs/owner-guide.md, "Quotes"): each quote
 * with its state and, once the customer ordered, a link to the order; for a request sent
 * without an account, Send on WhatsApp with the quote's secret link
 * (docs/decisions/0230-a-guests-quote-by-its-link.md); and Send a quote, the form the server
 * checks again (src/shared/quotes.ts) before it tells the customer.
 */
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { sendQuote } from "../../backend/admin-quotes";
import { isResponseError } from "../../backend/response-error";
import { FormField, TextAreaField } from "../../components/form-field";
import type { Quote } from "../../lib/quote-types";
import { PhotoError, resizePhoto } from "../../lib/resize-photo";
import { serverMessage } from "../../offline/server-message";
import { formatLkr } from "../../shared/money";
import { QUOTE_DEFAULT_DAYS, quoteFormSchema, quotePath, quoteStatus } from "../../shared/quotes";
import { SHOP_NAME, shortDateTime, whatsappHref } from "./admin-format";
import { AdminLink } from "./admin-link";

const FIELDS = ["item", "price", "weightGrams", "note", "validDays"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  item: "",
  price: "",
  weightGrams: "",
  note: "",
  validDays: String(QUOTE_DEFAULT_DAYS),
};
const number = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

/** Who sent the request: their first name and WhatsApp number, for a guest's quote link. */
export interface Requester {
  name: string;
  whatsapp: string;
}

export function QuotePanel({
  requestId,
  requester,
  quotes,
  onSent,
}: {
  requestId: string;
  requester: Requester;
  quotes: readonly Quote[];
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="quote-panel">
      {quotes.map((quote) => (
        <QuoteLine key={quote.id} quote={quote} requester={requester} />
      ))}
      {open ? (
        <QuoteForm requestId={requestId} onDone={() => setOpen(false)} onSent={onSent} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Send a quote
        </button>
      )}
    </div>
  );
}

/**
 * The WhatsApp message that carries a guest's quote link, "" when the number is not one. The
 * link leads them to sign in or register, then to the quote (src/features/account).
 */
function linkMessage(quote: Quote, requester: Requester): string {
  const first = requester.name.split(" ")[0] ?? "";
  const link = `${location.origin}${quotePath(quote.token)}`;
  return whatsappHref(
    requester.whatsapp,
    `Hello ${first}, here is ${SHOP_NAME}'s quote for your custom request: ${quote.item}, ` +
      `${formatLkr(quote.price)} plus delivery, valid until ${shortDateTime(quote.validUntil)}. ` +
      `Open this link, sign in or create an account, and you can accept it: ${link}`,
  );
}

function QuoteLine({ quote, requester }: { quote: Quote; requester: Requester }) {
  const status = quoteStatus(quote, Date.now());
  const send = !quote.user && quote.token && status === "open" ? linkMessage(quote, requester) : "";
  return (
    <p className="quote-panel__quote" data-testid="admin-quote">
      Quote: <strong>{quote.item}</strong>, {formatLkr(quote.price)}, {quote.weightGrams} g ·{" "}
      {status === "open" ? `open until ${shortDateTime(quote.validUntil)}` : status}
      {!quote.user && " · sent without an account: send them its link"}
      {quote.orderNumber && (
        <>
          {" · "}
          <AdminLink path={`orders/${quote.order}`}>Order {quote.orderNumber}</AdminLink>
        </>
      )}
      {send && (
        <>
          {" "}
          <a className="button button--secondary" href={send} target="_blank" rel="noreferrer">
            Send on WhatsApp
          </a>
        </>
      )}
    </p>
  );
}

function QuoteForm({
  requestId,
  onDone,
  onSent,
}: {
  requestId: string;
  onDone: () => void;
  onSent: () => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoProblem, setPhotoProblem] = useState("");
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((all) => ({ ...all, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = v.safeParse(quoteFormSchema, {
      ...values,
      price: number(values.price),
      weightGrams: number(values.weightGrams),
      validDays: number(values.validDays),
    });
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.issues) {
        const name = v.getDotPath(issue) as Field | null;
        if (name) next[name] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await sendQuote(requestId, result.output, photo);
      onSent();
      onDone();
    } catch (error) {
      // typed values stay in the form for another try
      setErrors({
        form: isResponseError(error)
          ? serverMessage(error)
          : "Could not send: check the connection and try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  async function choosePhoto(file: File | undefined) {
    setPhoto(null);
    setPhotoProblem("");
    if (!file) return;
    setBusy(true);
    try {
      setPhoto(await resizePhoto(file));
    } catch (failure) {
      setPhotoProblem(
        failure instanceof PhotoError ? failure.message : "The photo could not be read.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-panel form quote-form" onSubmit={submit} noValidate>
      <h3>Send a quote</h3>
      <FormField label="Item" {...field("item")} />
      <FormField label="Price (LKR)" inputMode="numeric" {...field("price")} />
      <FormField label="Weight (g)" inputMode="numeric" {...field("weightGrams")} />
      <TextAreaField label="Note" optional rows={3} {...field("note")} />
      <FormField label="Valid for (days)" inputMode="numeric" {...field("validDays")} />
      <FormField
        label="Photo"
        optional
        type="file"
        accept="image/*"
        hint="Made smaller on this phone before it is sent."
        error={photoProblem || undefined}
        onChange={(event) => void choosePhoto(event.target.files?.[0])}
      />
      <p className="admin-note">Delivery is added at checkout, by the customer's district.</p>
      {errors.form && <p className="form__error">{errors.form}</p>}
      <div className="message__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : "Send quote"}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
