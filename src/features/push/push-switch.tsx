import type PocketBase from "pocketbase";
import { useEffect, useId, useState } from "react";
import { m } from "../../lib/i18n/i18n";
import { useT } from "../../lib/i18n/use-t";
import { devicePushState, type PushState, turnOffPush, turnOnPush } from "./device-push";
import "./push.css";

const UNSUPPORTED = m(
  "This browser cannot show the shop's notifications. On an iPhone, add the shop to your Home Screen first.",
);
const DENIED = m("Notifications are blocked for this shop in your browser's settings.");

const CUSTOMER_HINTS: Record<PushState, string> = {
  on: m("Your orders' news arrives on this device."),
  off: m("Get a notification when your order's status changes."),
  denied: DENIED,
  unsupported: UNSUPPORTED,
};

/** The shop's alerts in /admin: what the owner and staff hear about (docs/owner-guide.md). */
export const SHOP_ALERT_HINTS: Record<PushState, string> = {
  on: "New orders, payment slips and messages arrive on this device.",
  off: "Get a notification for each new order, payment slip and message.",
  denied: DENIED,
  unsupported: UNSUPPORTED,
};

/**
 * A switch for this device's notifications: in the profile, a customer's order updates; in
 * /admin (`owner` "staff" with the /admin session's client), the shop's alerts.
 */
export function PushSwitch({
  label = m("Order updates on this device"),
  hints = CUSTOMER_HINTS,
  owner = "user",
  client,
}: {
  label?: string;
  hints?: Record<PushState, string>;
  owner?: "user" | "staff";
  client?: PocketBase;
} = {}) {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<PushState | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    let live = true;
    void devicePushState().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    setProblem("");
    try {
      await (on ? turnOnPush(owner, client) : turnOffPush(client));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : m("Notifications could not be changed."));
    }
    setState(await devicePushState());
    setBusy(false);
  }

  if (state === undefined) return null;
  return (
    <div className="push-switch" data-testid="push-switch">
      <label className="push-switch__label" htmlFor={id}>
        <span>{t(label)}</span>
        <small role={problem ? "alert" : undefined}>{t(problem || hints[state])}</small>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={state === "on"}
        checked={state === "on"}
        disabled={busy || state === "unsupported" || state === "denied"}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </div>
  );
}
