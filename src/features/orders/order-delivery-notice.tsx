/**
 * On the order-success page: where an order placed through the outbox stands while the
 * server has not confirmed it yet (waiting, waiting for a new sign-in, or refused).
 */
import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { tServer } from "../../lib/i18n/server-messages";
import type { OutboxItem } from "../../offline/db";
import { SIGN_IN_AGAIN } from "../outbox/outbox-labels";
import "./order-success.css";

export function OrderDeliveryNotice({ item }: { item: OutboxItem | undefined }) {
  const t = useT();
  if (!item || item.state === "sent") return null;
  if (item.state === "failed") {
    return (
      <div className="order-notice order-notice--failed" role="alert">
        <p className="order-notice__title">{t("This order was not accepted")}</p>
        <p>{tServer(item.error ?? "")}</p>
      </div>
    );
  }
  if (item.needsSignIn) {
    return (
      <div className="order-notice" role="status">
        <Icon name="user" />
        <div>
          <p className="order-notice__title">{t("Waiting to be sent: your session has expired")}</p>
          <p>
            {t(SIGN_IN_AGAIN)} {t("It is kept on this device and goes as soon as you do.")}
          </p>
          <Link to="/login" className="button order-notice__action">
            {t("Sign in")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="order-notice" role="status">
      <Icon name="clock" />
      <div>
        <p className="order-notice__title">{t("Waiting to be sent")}</p>
        <p>{t("Your order is saved on this device and will be sent when you are back online.")}</p>
      </div>
    </div>
  );
}
