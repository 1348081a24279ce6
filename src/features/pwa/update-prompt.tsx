import { useAtom } from "jotai";
import { applyUpdateAtom } from "./pwa-atoms";
import "./pwa.css";

/** "New version available": reloads only when the shopper says so. */
export function UpdatePrompt() {
  const [apply, setApply] = useAtom(applyUpdateAtom);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">A new version of the shop is available.</p>
      <div className="update-prompt__actions">
        <button type="button" className="button" onClick={apply}>
          Reload
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setApply(undefined)}
        >
          Later
        </button>
      </div>
    </div>
  );
}
