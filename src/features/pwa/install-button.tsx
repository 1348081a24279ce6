import { useAtom } from "jotai";
import { Icon } from "../../components/icon";
import { installPromptAtom } from "./pwa-atoms";
import "./pwa.css";
import { useT } from "../../hooks/use-t";

/** Shown only where the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const t = useT();
  const [offer, setOffer] = useAtom(installPromptAtom);
  if (!offer) return null;
  async function install() {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    setOffer(undefined); // an offer can be used once
  }
  return (
    // Phones hide the word (pwa.css), so the button carries its name itself.
    <button
      type="button"
      className="install-button"
      aria-label={t("Install the app")}
      onClick={() => void install()}
    >
      <Icon name="download" size={18} />
      <span aria-hidden="true">{t("Install")}</span>
    </button>
  );
}
