import { useAtomValue } from "jotai";
import { Icon } from "../../components/icon";
import { useSyncStatus } from "../../offline/catalogue-hooks";
import { onlineAtom } from "./pwa-atoms";
import "./pwa.css";
import { useT } from "../../hooks/use-t";

/** Tells the shopper they are browsing the saved catalogue, or that saving it failed. */
export function OfflineIndicator() {
  const t = useT();
  const online = useAtomValue(onlineAtom);
  const sync = useSyncStatus();
  if (sync.state === "error" && sync.message) {
    return (
      <span
        className="offline-indicator offline-indicator--error"
        role="status"
        title={t(sync.message)}
      >
        <Icon name="offline" size={16} />
        <span className="offline-indicator__text">{t("Not saved")}</span>
      </span>
    );
  }
  if (online && sync.state !== "offline") return null;
  return (
    <span
      className="offline-indicator"
      role="status"
      title={t("You are offline. Browsing the saved catalogue.")}
    >
      <Icon name="offline" size={16} />
      <span className="offline-indicator__text">{t("Offline")}</span>
    </span>
  );
}
