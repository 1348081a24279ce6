/**
 * The customer's quotes in their profile (docs/decisions/0200-a-custom-request-becomes-a-quote.md):
 * the shop's price for what they asked for, with Accept quote (to the checkout with the quoted
 * line) and Decline while it is open. Read from the server: a quote is answered online.
 */
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { declineQuote, fetchMyQuotes } from "../../backend/quotes";
import { useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import { m } from "../../lib/i18n/i18n";
import { type Quote, quotePhotoUrl } from "../../lib/quote-types";
import { formatLkr } from "../../shared/money";
import { quoteStatus } from "../../shared/quotes";
import { showToast } from "../toast/toast-atoms";

const DAY = { dateStyle: "medium" } as const;
const STATUS_LABELS: Record<string, string> = {
  open: m("Open"),
  accepted: m("Accepted"),
  declined: m("Declined"),
  expired: m("Expired"),
};

export function QuotesSection({ userId, opened }: { userId: string; opened?: string }) {
  const t = useT();
  const [quotes, setQuotes] = useState<Quote[]>();
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a Decline asks again
  useEffect(() => {
    let current = true;
    fetchMyQuotes(userId).then(
      (next) => current && setQuotes(next),
      // offline: a quote is answered online, so the section waits for the connection
      () => {},
    );
    return () => {
      current = false;
    };
  }, [userId, version]);

  if (!quotes || quotes.length === 0) return null;
  return (
    <section id="quotes" className="profile__quotes" aria-labelledby="quotes-title">
      <h2 id="quotes-title">{t("Quotes")}</h2>
      <ul className="profile__list">
        {quotes.map((quote) => (
          <QuoteCard
            key={quote.id}
            quote={quote}
            focused={quote.id === opened}
            onDeclined={() => setVersion((n) => n + 1)}
          />
        ))}
      </ul>
    </section>
  );
}

export function QuoteCard({
  quote,
  focused,
  onDeclined,
}: {
  quote: Quote;
  focused: boolean;
  onDeclined: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const status = quoteStatus(quote, Date.now());
  const until = Date.parse(quote.validUntil.replace(" ", "T"));

  async function decline() {
    setBusy(true);
    try {
      await declineQuote(quote.id);
      onDeclined();
    } catch {
      // offline, or the quote changed meanwhile: the list is asked again either way
      void showToast(t("Could not decline: check the connection and try again."), "error");
      onDeclined();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`quote-card${focused ? " quote-card--focused" : ""}`} data-testid="quote">
      <p className="quote-card__head">
        <strong>{quote.item}</strong>
        <span className={`quote-card__status quote-card__status--${status}`}>
          {t(STATUS_LABELS[status] ?? "Open")}
        </span>
      </p>
      {quote.photo && (
        <img className="quote-card__photo" src={quotePhotoUrl(quote)} alt={quote.item} />
      )}
      <p className="quote-card__price">
        {formatLkr(quote.price)} <small>{t("plus delivery")}</small>
      </p>
      {quote.note && <p className="quote-card__note">{quote.note}</p>}
      {status === "open" && !Number.isNaN(until) && (
        <p className="quote-card__until">
          {t("Valid until {date}", { date: formatDate(until, DAY) })}
        </p>
      )}
      {quote.orderNumber && (
        <p className="quote-card__until">{t("Order {number}", { number: quote.orderNumber })}</p>
      )}
      {status === "open" && (
        <div className="quote-card__actions">
          <button
            type="button"
            className="button"
            onClick={() => void navigate({ to: "/checkout", search: { quote: quote.id } })}
          >
            {t("Accept quote")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void decline()}
          >
            {t("Decline")}
          </button>
        </div>
      )}
    </li>
  );
}
