import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { Icon } from "../../components/icon";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { useSettings } from "../../offline/hooks";
import { followOrders, useOrderByNumber } from "../../offline/orders-cache";
import { DELIVERY_FREE, DELIVERY_LABEL } from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { awaitsPayment, shownStatus } from "../../shared/orders";
import { sessionUserAtom } from "../account/session-atoms";
import { PushOffer } from "../push/push-offer";
import { OrderDeliveryNotice } from "./order-delivery-notice";
import { OrderPaymentLines } from "./order-payment-lines";
import { PaymentPanel } from "./payment-panel";
import "./order-success.css";

/** An order still on the device: the shop cannot see its ID yet, so nobody is asked to send it. */
export const PENDING_ORDER_TEXT = m(
  "This order ID becomes valid once your order is sent, which happens by itself when you are back online. Then My Orders shows the confirmed ID to send us on WhatsApp, and we reply with the bank details for your payment.",
);

/**
 * The thank-you page. The order is looked up by its number on the device (cached order or
 * outbox entry), so it also reads well for an order still queued offline.
 */
export function OrderSuccessScreen({ orderId }: { orderId: string | undefined }) {
  const t = useT();
  const settings = useSettings();
  const lookup = useOrderByNumber(orderId);
  const userId = useAtomValue(sessionUserAtom)?.id;
  // the shop's status changes arrive while the page is open (realtime, own orders only)
  useEffect(() => (userId ? followOrders(userId) : undefined), [userId]);
  const order = lookup?.order;
  const pending = !order && lookup?.outbox && lookup.outbox.state !== "sent";
  const refused = pending && lookup?.outbox?.state === "failed";
  // The server may have given the order another number than the one the device proposed.
  const shownId = order?.orderNumber ?? orderId;
  const phoneDigits = settings.supportPhone.replace(/\D/g, "");
  const text = encodeURIComponent(`Hello! My order ID is ${shownId ?? ""}.`);

  return (
    <section className="page container order-success" aria-labelledby="success-title">
      <div className="order-success__card">
        <span
          className={`order-success__icon${pending ? " order-success__icon--pending" : ""}`}
          aria-hidden="true"
        >
          <Icon name={refused ? "ban" : pending ? "clock" : "check"} size={36} />
        </span>
        <h1 id="success-title">
          {refused
            ? t("Your order was not placed")
            : pending
              ? t("Your order is saved")
              : t("Thank you for your order!")}
        </h1>
        <p className="order-success__id">
          {tParts("Your order ID is {id}", {
            id: <strong data-testid="order-id">{shownId ?? t("not available")}</strong>,
          })}
        </p>
        {order && (
          <p className="order-success__total">
            {t("Total")} <strong>{formatLkr(order.total)}</strong> ·{" "}
            <span data-testid="order-status">{t(shownStatus(order))}</span>
          </p>
        )}
        {order && (
          <dl className="order-success__sums">
            <div>
              <dt>{t(DELIVERY_LABEL)}</dt>
              <dd data-testid="order-delivery">
                {order.shipping > 0 ? formatLkr(order.shipping) : t(DELIVERY_FREE)}
              </dd>
            </div>
            <OrderPaymentLines order={order} />
          </dl>
        )}
        {!order && <OrderDeliveryNotice item={lookup?.outbox} />}
        {order && awaitsPayment(order) && <PaymentPanel order={order} />}
        {order && userId && <PushOffer />}
        {pending ? (
          !refused && <p className="order-success__pending">{t(PENDING_ORDER_TEXT)}</p>
        ) : (
          <p>
            {tParts(
              "We email you at every step, and your order in My Orders shows where it stands. Questions? Message us on WhatsApp at {phone} with your order ID.",
              {
                phone: (
                  <a
                    href={`https://wa.me/${phoneDigits}?text=${text}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {settings.supportPhone}
                  </a>
                ),
              },
            )}
          </p>
        )}
        <div className="order-success__actions">
          <Link to="/home" className="button">
            {t("Continue Shopping")}
          </Link>
          <Link to="/profile" className="button button--secondary">
            {t("View My Orders")}
          </Link>
        </div>
      </div>
    </section>
  );
}
