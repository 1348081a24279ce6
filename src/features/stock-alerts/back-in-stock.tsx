/**
 * "Tell me when it's back" on an out-of-stock product's page (docs/owner-guide.md). A signed-in
 * customer asks with one tap (a push where this device takes the shop's pushes, else an email
 * to the account); a guest gives an email. Once set it says so and offers to cancel. The server
 * decides who is told, once (docs/decisions/0180-back-in-stock-once.md).
 */
import { useAtomValue } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import * as v from "valibot";
import {
  alertProblem,
  cancelStockAlert,
  ownStockAlert,
  requestStockAlert,
  type StockAlert,
} from "../../backend/stock-alerts";
import { FormField } from "../../components/form-field";
import { Icon } from "../../components/icon";
import { useLanguage, useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import type { Product } from "../../lib/types";
import { guestAlertSchema } from "../../shared/stock-alerts";
import { sessionUserAtom } from "../account/session-atoms";
import { devicePushState } from "../push/device-push";
import { keepAlert, keptAlert } from "./kept-alerts";
import "./stock-alerts.css";

const OFFLINE = m("Could not reach the shop. Try again when you are back online.");
// the server's words (pb_hooks/lib/stock-alerts.js), listed for the translations
m("This product is no longer in the shop.");
m("This product is in stock: add it to your cart.");
m("Too many requests. Please wait a while and try again.");

export function BackInStock({ product }: { product: Pick<Product, "id"> }) {
  const t = useT();
  const language = useLanguage();
  const user = useAtomValue(sessionUserAtom);
  // undefined: not known yet; null: none set
  const [alert, setAlert] = useState<StockAlert | null>();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setError("");
    if (!user) return setAlert(keptAlert(product.id) ?? null);
    let live = true;
    ownStockAlert(product.id).then(
      (found) => live && setAlert(found ?? null),
      () => live && setAlert(null),
    );
    return () => {
      live = false;
    };
  }, [product.id, user]);

  async function send(guestEmail?: string) {
    setBusy(true);
    setError("");
    try {
      const channel = user && (await devicePushState()) === "on" ? "push" : "email";
      const body = { product: product.id, language, channel, email: guestEmail } as const;
      const made = await requestStockAlert(body);
      if (!user) keepAlert(product.id, made);
      setAlert(made);
      setAsking(false);
    } catch (failure) {
      setError(t(alertProblem(failure) || OFFLINE));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!alert) return;
    setBusy(true);
    setError("");
    try {
      await cancelStockAlert(alert);
      if (!user) keepAlert(product.id, undefined);
      setAlert(null);
    } catch (failure) {
      setError(t(alertProblem(failure) || OFFLINE));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(guestAlertSchema, { email });
    if (!checked.success) return setError(t(checked.issues[0].message));
    void send(checked.output.email);
  }

  if (alert === undefined) return null;
  return (
    <div className="stock-alert" aria-live="polite">
      {alert ? (
        <p className="stock-alert__set">
          <Icon name="check" size={18} /> {t("We'll tell you when it's back")}
          {(alert.id || alert.token) && (
            <button type="button" className="stock-alert__cancel" disabled={busy} onClick={cancel}>
              {t("Cancel")}
            </button>
          )}
        </p>
      ) : asking && !user ? (
        <form className="stock-alert__form" onSubmit={submit} noValidate>
          <FormField
            label={t("Your email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={error || undefined}
            hint={t("We'll email you once, when it is back.")}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button--block" disabled={busy}>
            {t("Tell me when it's back")}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={busy}
          onClick={() => (user ? send() : setAsking(true))}
        >
          <Icon name="bell" size={18} /> {t("Tell me when it's back")}
        </button>
      )}
      {error && !(asking && !user) && <p className="form__error">{error}</p>}
    </div>
  );
}
