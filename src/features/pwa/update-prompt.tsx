import { useAtom } from "jotai";
import { applyUpdateAtom } from "./pwa-atoms";
import "./pwa.css";
import { useT } from "../../hooks/use-t";

/** "New version available": reloads only when the shopper says so. */
export function UpdatePrompt() {
  const t = useT();
  const [apply, setApply] = useAtom(applyUpdateAtom);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">{t("A new version of the shop is available.")}</p>
      <div className="update-prompt__actions">
        <button type="button" className="button" onClick={apply}>
          {t("Reload")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setApply(undefined)}
        >
          {t("Later")}
        </button>
      </div>
    </div>
  );
}
