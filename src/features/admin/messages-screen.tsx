/**
 * Contact messages and custom-order requests in one place, newest first: open ones by default,
 * handled ones on request. Each is answered by WhatsApp or email in one tap (the reply is
 * written in the phone's own app), then marked handled, which the server stamps with who and
 * when. New ones appear live.
 */
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { fetchRequestQuotes } from "../../backend/admin-quotes";
import { fetchMessages, type MessageKind, setHandled } from "../../backend/admin-shop";
import type { CustomRequest, Inquiry } from "../../lib/admin-types";
import type { Quote } from "../../lib/quote-types";
import { showToast } from "../toast/toast-atoms";
import { mailtoHref, SHOP_NAME, shortDateTime, whatsappHref } from "./admin-format";
import { messagesChangedAtom } from "./admin-live";
import { QuotePanel } from "./quote-panel";

const TABS: { kind: MessageKind; label: string }[] = [
  { kind: "inquiries", label: "Contact messages" },
  { kind: "customorders", label: "Custom requests" },
];

type Message = Inquiry | CustomRequest;

export function MessagesScreen() {
  const [kind, setKind] = useState<MessageKind>("inquiries");
  const [showHandled, setShowHandled] = useState(false);
  const [messages, setMessages] = useState<Message[]>();
  const [quotes, setQuotes] = useState(new Map<string, Quote[]>());
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const changed = useAtomValue(messagesChangedAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a live change or a mark asks again
  useEffect(() => {
    let current = true;
    fetchMessages(kind, showHandled).then(
      async (next) => {
        if (!current) return;
        setMessages(next);
        setFailed(false);
        if (kind !== "customorders") return;
        const found = await fetchRequestQuotes(next.map((message) => message.id));
        if (current) setQuotes(found);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [kind, showHandled, changed, version]);

  async function mark(message: Message, handled: boolean) {
    try {
      await setHandled(kind, message.id, handled);
      setVersion((n) => n + 1);
    } catch {
      void showToast("Could not save: check the connection and try again.", "error");
    }
  }

  return (
    <section className="admin-page" aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      <fieldset className="message-tabs">
        <legend className="visually-hidden">Kind</legend>
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            className="order-views__tab"
            aria-pressed={kind === tab.kind}
            onClick={() => {
              setMessages(undefined);
              setKind(tab.kind);
            }}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>
      <label className="message-filter">
        <input
          type="checkbox"
          checked={showHandled}
          onChange={(event) => setShowHandled(event.target.checked)}
        />
        Show handled ones too
      </label>
      {failed && <p className="admin-note">Messages show when you are online.</p>}
      {messages?.length === 0 && <p className="admin-empty">Nothing to answer. Well done.</p>}
      <ul className="messages">
        {messages?.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            onHandled={(handled) => void mark(message, handled)}
            quotes={quotes.get(message.id)}
            onQuoted={() => setVersion((n) => n + 1)}
          />
        ))}
      </ul>
    </section>
  );
}

function MessageCard({
  message,
  onHandled,
  quotes,
  onQuoted,
}: {
  message: Message;
  onHandled: (handled: boolean) => void;
  quotes: readonly Quote[] | undefined;
  onQuoted: () => void;
}) {
  const inquiry = "subject" in message ? message : undefined;
  const request = "whatsapp" in message ? message : undefined;
  const first = message.name.split(" ")[0] ?? "";
  const whatsapp = request
    ? whatsappHref(request.whatsapp, `Hello ${first}, about your custom request at ${SHOP_NAME}: `)
    : "";
  return (
    <li className={`message${message.handled ? " message--handled" : ""}`}>
      <p className="message__head">
        <strong>{message.name}</strong>
        <span>{shortDateTime(message.created)}</span>
      </p>
      {inquiry && <p className="message__subject">{inquiry.subject}</p>}
      <p className="message__text">{inquiry ? inquiry.message : request?.description}</p>
      {request && request.referenceLinks.length > 0 && (
        <ul className="message__links" aria-label="Reference links">
          {request.referenceLinks.map((link) => (
            <li key={link}>
              {/* a guest wrote these: only web addresses become links */}
              {/^https?:\/\//i.test(link) ? (
                <a href={link} target="_blank" rel="noreferrer noopener">
                  {link}
                </a>
              ) : (
                link
              )}
            </li>
          ))}
        </ul>
      )}
      {request && request.photoUrls.length > 0 && (
        <ul className="message__photos" aria-label="Photos">
          {request.photoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer noopener">
                <img
                  src={url}
                  alt={`Attachment ${index + 1} from ${request.name}`}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="message__contact">
        {inquiry && <span>{inquiry.email}</span>}
        {request && <span>WhatsApp {request.whatsapp}</span>}
      </p>
      <div className="message__actions">
        {inquiry && (
          <a
            className="button button--secondary"
            href={mailtoHref(inquiry.email, `Re: ${inquiry.subject}`, `Hello ${first},\n\n`)}
          >
            Reply by email
          </a>
        )}
        {whatsapp && (
          <a className="button button--secondary" href={whatsapp} target="_blank" rel="noreferrer">
            Reply on WhatsApp
          </a>
        )}
        <button type="button" className="button" onClick={() => onHandled(!message.handled)}>
          {message.handled ? "Mark as open" : "Mark as handled"}
        </button>
      </div>
      {request && (
        <QuotePanel
          requestId={request.id}
          requester={request}
          quotes={quotes ?? []}
          onSent={onQuoted}
        />
      )}
      {message.handled && (
        <p className="admin-note">
          Handled{message.handledBy && ` by ${message.handledBy}`}{" "}
          {shortDateTime(message.handledAt)}
        </p>
      )}
    </li>
  );
}
