import { useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { devicePushState, type PushState, turnOnPush } from "./device-push";
import "./push.css";

/** The offer's title, word for word from the issue. */
export const PUSH_OFFER_TITLE = m("Get updates about this order on this device");

/**
 * Offered after an order is placed (never on a first visit): notifications for the order's
 * steps on this device. Shown only where Web Push works and is neither on nor blocked.
 */
export function PushOffer() {
  const t = useT();
  const [state, setState] = useState<PushState | "busy" | undefined>();
  const [problem, setProblem] = useState("");
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let live = true;
    void devicePushState().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setState("busy");
    setProblem("");
    try {
      await turnOnPush();
      setState("on");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : m("Updates could not be turned on."));
      setState(await devicePushState());
    }
  }

  if (state === "on" && !dismissed) {
    return (
      <p className="push-offer__done" role="status" data-testid="push-on">
        <Icon name="check" size={18} />{" "}
        {t("Updates are on for this device. You can turn them off in your profile.")}
      </p>
    );
  }
  if (dismissed || state === undefined || state === "unsupported" || state === "denied") {
    return null;
  }
  return (
    <aside className="push-offer" aria-labelledby="push-offer-title" data-testid="push-offer">
      <Icon name="bell" size={22} />
      <div className="push-offer__text">
        <p id="push-offer-title" className="push-offer__title">
          {t(PUSH_OFFER_TITLE)}
        </p>
        <p>{t("We tell you when your payment is received, when it ships and when it arrives.")}</p>
        {problem && (
          <p className="push-offer__problem" role="alert">
            {t(problem)}
          </p>
        )}
        <div className="push-offer__actions">
          <button type="button" className="button" onClick={turnOn} disabled={state === "busy"}>
            {t("Turn on updates")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDismissed(true)}
          >
            {t("Not now")}
          </button>
        </div>
      </div>
    </aside>
  );
}
