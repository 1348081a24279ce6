import { useEffect, useId, useState } from "react";
import { devicePushState, type PushState, turnOffPush, turnOnPush } from "./device-push";
import "./push.css";

const HINTS: Record<PushState, string> = {
  on: "Your orders' news arrives on this device.",
  off: "Get a notification when your order's status changes.",
  denied: "Notifications are blocked for this shop in your browser's settings.",
  unsupported:
    "This browser cannot show the shop's notifications. On an iPhone, add the shop to your Home Screen first.",
};

/** The profile's switch for this device's order notifications. */
export function PushSwitch() {
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
      await (on ? turnOnPush() : turnOffPush());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Notifications could not be changed.");
    }
    setState(await devicePushState());
    setBusy(false);
  }

  if (state === undefined) return null;
  return (
    <div className="push-switch" data-testid="push-switch">
      <label className="push-switch__label" htmlFor={id}>
        <span>Order updates on this device</span>
        <small role={problem ? "alert" : undefined}>{problem || HINTS[state]}</small>
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
