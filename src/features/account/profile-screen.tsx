import { Navigate, useNavigate, useSearch } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { followOrders, useCachedOrders, usePendingOrders } from "../../offline/orders-cache";
import { OrderCard } from "../orders/order-card";
import { PendingOrderCard } from "../orders/pending-order-card";
import { PushSwitch } from "../push/push-switch";
import { signOut } from "./auth";
import { QuotesSection } from "./quotes-section";
import { greetingName, type SessionUser, sessionUserAtom } from "./session-atoms";
import "./profile.css";

export function ProfileScreen() {
  const user = useAtomValue(sessionUserAtom);
  // Signing out on this page (or in another tab) sends the visitor home.
  if (!user) return <Navigate to="/home" replace />;
  return <Profile user={user} />;
}

function Profile({ user }: { user: SessionUser }) {
  const t = useT();
  const navigate = useNavigate();
  const orders = useCachedOrders(user.id);
  const pending = usePendingOrders(user.id) ?? [];
  const [offline, setOffline] = useState(false);
  const { order: opened, quote: openedQuote } = useSearch({ from: "/profile" });

  // the shop's status changes arrive while the page is open (realtime, own orders only)
  useEffect(() => followOrders(user.id, (ok) => setOffline(!ok)), [user.id]);

  async function logOut() {
    await signOut();
    await navigate({ to: "/home" });
  }

  return (
    <section className="page container profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="visually-hidden">
        {t("My Profile")}
      </h1>
      <div className="profile__layout">
        <aside className="profile__side">
          <div className="profile__user">
            <span className="profile__avatar" aria-hidden="true">
              {greetingName(user).charAt(0).toUpperCase()}
            </span>
            <div>
              <p className="profile__name">{user.name || greetingName(user)}</p>
              <p className="profile__email">
                <BreakableEmail email={user.email} />
              </p>
            </div>
          </div>
          <nav className="profile__menu" aria-label={t("Account")}>
            <a href="#orders" className="profile__tab" aria-current="page">
              <Icon name="cart" size={18} /> {t("My Orders")}
              <span className="profile__count" data-testid="order-count">
                {(orders?.length ?? 0) + pending.length}
              </span>
            </a>
            <button type="button" className="profile__tab" onClick={logOut}>
              <Icon name="close" size={18} /> {t("Log Out")}
            </button>
          </nav>
          <PushSwitch />
        </aside>
        <div id="orders" className="profile__orders">
          <QuotesSection userId={user.id} opened={openedQuote} />
          <h2>{t("My Orders")}</h2>
          {offline && (
            <p className="profile__offline" role="status">
              {t("You are offline: showing the orders saved on this device.")}
            </p>
          )}
          {orders === undefined ? (
            <p className="profile__empty">{t("Loading your orders…")}</p>
          ) : orders.length + pending.length === 0 ? (
            <p className="profile__empty">{t("You have not placed any orders yet.")}</p>
          ) : (
            <ul className="profile__list">
              {pending.map((order) => (
                <PendingOrderCard key={order.id} order={order} />
              ))}
              {orders.map((order, index) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  initiallyOpen={
                    opened ? order.orderNumber === opened : index === 0 && pending.length === 0
                  }
                  focused={order.orderNumber === opened}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** Lets a long address wrap after the @ rather than mid-word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
