/**
 * The quoted line of an order the shop enters: one of the shop's open quotes (a custom
 * request's, not used, declined or expired) instead of catalogue items. Like the customer's own
 * checkout of a quote, the order then carries that one line only; the server prices it from the
 * stored quote and refuses a quote of a customer's account for another email
 * (docs/decisions/0220-orders-taken-by-the-shop.md).
 */
import { useEffect, useId, useState } from "react";
import { fetchOpenQuotes, type OpenQuote } from "../../backend/admin-quotes";
import { formatLkr } from "../../shared/money";

/** How the picker names a quote: item, price and whose it is. */
export function quoteLabel(quote: OpenQuote): string {
  const whose = quote.account
    ? quote.name || "a customer's account"
    : [quote.name, "sent without an account"].filter(Boolean).join(", ");
  return `${quote.item} · ${formatLkr(quote.price)} · ${whose}`;
}

export function QuotedLinePicker({
  chosen,
  onChoose,
}: {
  chosen: OpenQuote | null;
  onChoose: (quote: OpenQuote | null) => void;
}) {
  const id = useId();
  const [quotes, setQuotes] = useState<OpenQuote[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchOpenQuotes()
      .then((found) => live && setQuotes(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="field new-order__quote">
      <label className="field__label" htmlFor={id}>
        Quoted item
      </label>
      <select
        id={id}
        className="field__input"
        value={chosen?.id ?? ""}
        onChange={(event) =>
          onChoose(quotes?.find((quote) => quote.id === event.target.value) ?? null)
        }
      >
        <option value="">None: items from the catalogue</option>
        {(quotes ?? []).map((quote) => (
          <option key={quote.id} value={quote.id}>
            {quoteLabel(quote)}
          </option>
        ))}
      </select>
      <p className="field__hint">
        {quotes?.length === 0
          ? "No open quotes."
          : "An order of a quote carries that one line only, as at the customer's checkout."}
      </p>
      {failed && <p className="form__error">The open quotes could not be read. Try again.</p>}
    </div>
  );
}
