/**
 * /admin's frame: the sign-in for anyone not signed in as the owner or staff, else the shop's
 * tools with a header and the screen of the URL. Staff see orders, messages and stock; the
 * owner also sees categories, delivery, prices, settings and staff (admin-nav.tsx). Designed for a phone held in one hand first: the header
 * keeps the screens one tap away, with the badge of new orders and slips on Orders.
 */
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { usePendingActions } from "../../offline/admin-cache";
import { onlineAtom } from "../pwa/pwa-atoms";
import { countOf, SHOP_NAME } from "./admin-format";
import { AdminLink } from "./admin-link";
import { useAdminLive } from "./admin-live";
import { AdminNav } from "./admin-nav";
import { AdminScreen } from "./admin-screens";
import { leaveAdmin, renewAdminSession, useAdminAccount } from "./admin-session";
import { AdminSignIn } from "./admin-sign-in";
import { armSound, setSoundOn, soundOn } from "./beep";
import "./admin.css";

/** /admin is nobody's search result: noindex while it is open (the server says so too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function AdminLayout() {
  const account = useAdminAccount();
  useNoIndex();
  useEffect(renewAdminSession, []);
  useAdminLive(account?.id);
  // Sound may play only after a tap or key press (the browser's rule).
  useEffect(() => {
    const arm = () => armSound();
    document.addEventListener("pointerdown", arm);
    document.addEventListener("keydown", arm);
    return () => {
      document.removeEventListener("pointerdown", arm);
      document.removeEventListener("keydown", arm);
    };
  }, []);
  if (!account) return <AdminSignIn />;
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AdminHeader name={account.name} owner={account.role === "owner"} />
      <main id="main" className="admin__main" tabIndex={-1}>
        <AdminScreen />
      </main>
    </div>
  );
}

function AdminHeader({ name, owner }: { name: string; owner: boolean }) {
  const online = useAtomValue(onlineAtom);
  const waiting = usePendingActions().length;
  const [sound, setSound] = useState(soundOn);
  return (
    <header className="admin-header">
      <div className="admin-header__bar">
        <AdminLink path="" className="admin-header__brand">
          {SHOP_NAME} <span className="admin-header__tag">Admin</span>
        </AdminLink>
        {!online && (
          <span className="admin-header__offline" role="status">
            <Icon name="offline" size={16} /> Offline
          </span>
        )}
        {waiting > 0 && (
          <span className="admin-header__waiting" role="status">
            {countOf(waiting, "step", "steps")} to send
          </span>
        )}
        <button
          type="button"
          className="icon-button admin-header__sound"
          aria-pressed={sound}
          aria-label="Sound for new orders"
          title={sound ? "Sound on for new orders" : "Sound off"}
          onClick={() => {
            setSoundOn(!sound);
            setSound(!sound);
          }}
        >
          <SoundIcon on={sound} />
        </button>
        <button
          type="button"
          className="link-button admin-header__out"
          onClick={() => void leaveAdmin()}
        >
          Sign out <span className="visually-hidden">{name}</span>
        </button>
      </div>
      <AdminNav owner={owner} />
    </header>
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M11 5L6 9H2v6h4l5 4V5z" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
      ) : (
        <path d="M22 9l-6 6M16 9l6 6" />
      )}
    </svg>
  );
}
