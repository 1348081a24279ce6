/**
 * /quote/TOKEN: a quote's secret link, sent on WhatsApp for a request made without an account
 * (docs/decisions/0230-a-guests-quote-by-its-link.md). Signed out, it says the quote is waiting
 * and leads to sign-in or registration, which come back here. Signed in, the server makes the
 * quote this account's (unless another account took it first) and it is shown as in the
 * profile's Quotes, with Accept quote and Decline.
 */
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { claimQuote } from "../../backend/quotes";
import { isResponseError } from "../../backend/response-error";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { tServer } from "../../lib/i18n/server-messages";
import type { Quote } from "../../lib/quote-types";
import { QUOTE_NOT_FOUND, QUOTE_TOKEN_PATTERN, quotePath } from "../../shared/quotes";
import { QuoteCard } from "./quotes-section";
import { sessionUserAtom } from "./session-atoms";
import "./profile.css";

export const QUOTE_LINK_TEXTS = {
  waiting: m("Your quote is waiting"),
  signIn: m(
    "The shop has priced what you asked for. Sign in or create an account to see the quote and accept it; you will come back to it here.",
  ),
  title: m("Your quote"),
  loading: m("Opening your quote…"),
  failed: m("The quote could not be opened. Check your connection and try again."),
  all: m("All your quotes are in your profile."),
};

type Shown =
  | { kind: "loading" }
  | { kind: "found"; quote: Quote }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

export function QuoteLinkScreen({ token }: { token: string }) {
  const t = useT();
  const user = useAtomValue(sessionUserAtom);
  if (!QUOTE_TOKEN_PATTERN.test(token)) {
    return (
      <section className="page container quote-link">
        <p role="alert">{tServer(QUOTE_NOT_FOUND)}</p>
      </section>
    );
  }
  if (!user) {
    const search = { redirect: quotePath(token) };
    return (
      <section className="page container quote-link" aria-labelledby="quote-link-title">
        <h1 id="quote-link-title">{t(QUOTE_LINK_TEXTS.waiting)}</h1>
        <p>{t(QUOTE_LINK_TEXTS.signIn)}</p>
        <p className="quote-link__actions">
          <Link to="/login" search={search} className="button">
            {t("Sign in")}
          </Link>
          <Link to="/register" search={search} className="button button--secondary">
            {t("Create an account")}
          </Link>
        </p>
      </section>
    );
  }
  return <ClaimedQuote key={user.id} token={token} />;
}

function ClaimedQuote({ token }: { token: string }) {
  const t = useT();
  const [shown, setShown] = useState<Shown>({ kind: "loading" });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a Decline asks again
  useEffect(() => {
    let live = true;
    claimQuote(token).then(
      (quote) => live && setShown({ kind: "found", quote }),
      (error: unknown) => {
        if (!live) return;
        // the server's refusal (taken, not found) in words; no answer at all is the connection
        const said = isResponseError(error) && error.status >= 400 && error.status < 500;
        setShown(
          said ? { kind: "refused", message: String(error.response.message) } : { kind: "failed" },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token, version]);

  if (shown.kind !== "found") {
    const text =
      shown.kind === "refused"
        ? tServer(shown.message)
        : t(shown.kind === "loading" ? QUOTE_LINK_TEXTS.loading : QUOTE_LINK_TEXTS.failed);
    return (
      <section className="page container quote-link">
        <p role={shown.kind === "loading" ? "status" : "alert"}>{text}</p>
      </section>
    );
  }
  return (
    <section className="page container quote-link" aria-labelledby="quote-link-title">
      <h1 id="quote-link-title">{t(QUOTE_LINK_TEXTS.title)}</h1>
      <ul className="profile__list">
        <QuoteCard
          quote={shown.quote}
          focused={false}
          onDeclined={() => setVersion((n) => n + 1)}
        />
      </ul>
      <p>
        <Link to="/profile" search={{ quote: shown.quote.id }}>
          {t(QUOTE_LINK_TEXTS.all)}
        </Link>
      </p>
    </section>
  );
}
