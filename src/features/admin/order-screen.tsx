/**
 * One order, to read and work: what is owed beside the slips, the step buttons, the customer
 * with a call and a WhatsApp link (the order number written in), the delivery address, the
 * items with photos, the two notes and the history. Read from the device's copy, so an order
 * opened before stays readable offline.
 */
import { Icon } from "../../components/icon";
import type { AdminOrder } from "../../lib/admin-types";
import { usePendingActions } from "../../offline/admin-cache";
import { adminStatusLabel } from "../../shared/admin-orders";
import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { formatLkr } from "../../shared/money";
import { shownStatus } from "../../shared/orders";
import { statusTone } from "../orders/order-status";
import { countOf, mailtoHref, shortDateTime, telHref, whatsappHref } from "./admin-format";
import { AdminLink } from "./admin-link";
import { useAdminAccount } from "./admin-session";
import { DeliveryAddress } from "./delivery-address";
import { OrderAftercare } from "./order-aftercare";
import { OrderHistory } from "./order-history";
import { OrderNotes } from "./order-notes";
import { OrderPayment } from "./order-payment";
import { OrderPending } from "./order-pending";
import { OrderSteps } from "./order-steps";
import { useOrderDetail } from "./use-order-detail";

export function OrderScreen({ orderId }: { orderId: string }) {
  const account = useAdminAccount();
  const { cached, source, token, reload } = useOrderDetail(orderId);
  const pending = usePendingActions(orderId);
  if (!account) return null;
  if (cached === undefined) return <p className="admin-page">Loading the order…</p>;
  if (cached === null) {
    return (
      <section className="admin-page">
        <BackToOrders />
        <h1>Order</h1>
        <p>
          {source === "missing"
            ? "This order does not exist (any more)."
            : source === "device"
              ? "This order is not saved on this device. It opens when you are back online."
              : "Loading the order…"}
        </p>
      </section>
    );
  }
  const { order, slips, actions } = cached;
  const status = shownStatus(order);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className="admin-page order-screen" aria-labelledby="order-title">
      <BackToOrders />
      <header className="order-screen__head">
        <h1 id="order-title">{order.orderNumber}</h1>
        <span
          className={`admin-status admin-status--${statusTone(status)}`}
          data-testid="admin-status"
        >
          {adminStatusLabel(order)}
        </span>
        <p className="order-screen__meta">
          Placed {shortDateTime(order.created)} · {countOf(units, "item", "items")} ·{" "}
          {formatLkr(order.total)}
        </p>
        {source === "device" && (
          <p className="admin-note" role="status">
            Offline: as saved on this device {shortDateTime(cached.cachedAt)}.
          </p>
        )}
        {order.trackingNumber && (
          <p className="order-screen__tracking">
            Tracking <strong>{order.trackingNumber}</strong>
            {order.courier && ` with ${order.courier}`}
          </p>
        )}
      </header>
      <div className="order-screen__grid">
        <div className="order-screen__main">
          <OrderPayment order={order} slips={slips} token={token} />
          <section className="admin-panel" aria-label="Steps">
            <OrderPending items={pending} />
            <OrderSteps
              order={order}
              accountId={account.id}
              waiting={pending.some((item) => item.state !== "failed")}
              onDone={reload}
            />
            <AdminLink
              path="packing-slips"
              search={{ ids: order.id, paper: "a4" }}
              className="link-button order-screen__slip-link"
            >
              Packing slip
            </AdminLink>
          </section>
          {account.role === "owner" && (
            <OrderAftercare order={order} accountId={account.id} onDone={reload} />
          )}
          <OrderItems order={order} />
        </div>
        <div className="order-screen__side">
          <Customer order={order} />
          <OrderNotes
            key={`${order.staffNote}|${order.statusNote}`}
            order={order}
            accountId={account.id}
            onSaved={reload}
          />
          <OrderHistory order={order} slips={slips} actions={actions} token={token} />
        </div>
      </div>
    </article>
  );
}

function BackToOrders() {
  return (
    <AdminLink path="orders" className="admin-back">
      ← Orders
    </AdminLink>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const c = order.customerInfo;
  const name = `${c.firstName} ${c.lastName}`.trim();
  const whatsapp = whatsappHref(
    c.phone,
    `Hello ${c.firstName}, about your order ${order.orderNumber}: `,
  );
  return (
    <section className="admin-panel" aria-labelledby="customer-title">
      <h2 id="customer-title">Customer</h2>
      <p className="customer__name">{name}</p>
      {order.user && order.userEmail && (
        <p>
          <AdminLink path="customers" search={{ q: order.userEmail }}>
            Their account, orders and note
          </AdminLink>
        </p>
      )}
      <p className="customer__contacts">
        <a href={telHref(c.phone)} className="button button--secondary">
          <Icon name="phone" size={18} /> Call {c.phone}
        </a>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noreferrer" className="button button--secondary">
            <Icon name="message" size={18} /> WhatsApp
          </a>
        )}
      </p>
      <p>
        <a href={mailtoHref(c.email, `Your order ${order.orderNumber}`)}>{c.email}</a>
      </p>
      <h3>Delivery address</h3>
      <DeliveryAddress order={order} className="customer__address" />
    </section>
  );
}

function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <section className="admin-panel" aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      <ul className="admin-items">
        {order.items.map((item) => (
          <li key={`${item.id}-${item.option ?? ""}`} className="admin-item">
            <img src={item.image || PLACEHOLDER_IMAGE} alt="" width={64} height={64} />
            <div>
              <p className="admin-item__name">
                {item.name}
                {item.option && <span className="admin-item__option"> · {item.option}</span>}
              </p>
              <p className="admin-item__qty">
                {item.quantity} × {formatLkr(item.price)}
              </p>
            </div>
            <p className="admin-item__total">{formatLkr(item.total)}</p>
          </li>
        ))}
      </ul>
      <p className="admin-items__sum">
        <span>Total</span> <strong>{formatLkr(order.total)}</strong>
      </p>
    </section>
  );
}
