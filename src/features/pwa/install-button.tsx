import { useAtom } from "jotai";
import { Icon } from "../../components/icon";
import { installPromptAtom } from "./pwa-atoms";
import "./pwa.css";

/** Shown only where the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const [offer, setOffer] = useAtom(installPromptAtom);
  if (!offer) return null;
  async function install() {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    setOffer(undefined); // an offer can be used once
  }
  return (
    <button type="button" className="install-button" onClick={() => void install()}>
      <Icon name="download" size={18} />
      <span>Install</span>
    </button>
  );
}
