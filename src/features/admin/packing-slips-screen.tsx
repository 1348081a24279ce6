/**
 * Packing slips to print, one order a page: the shop's name and contacts, the order number and
 * date, the customer with phone and full address, the items with option and quantity, the
 * totals, the advance and the balance due on delivery. For an A4 printer or an 80 mm receipt
 * printer (print CSS, chosen on screen); several orders print together from the list.
 */
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { fetchOrdersById } from "../../backend/admin-orders";
import type { AdminOrder } from "../../lib/admin-types";
import { isFreeShipping, parseServerDate } from "../../lib/settings-defaults";
import { cacheOrders, useCachedOrders } from "../../offline/admin-cache";
import { useSettings } from "../../offline/hooks";
import { amountsDue } from "../../shared/delivery";
import { formatLkr } from "../../shared/money";
import { longDate, SHOP_NAME } from "./admin-format";
import { AdminLink } from "./admin-link";
import { DeliveryAddress } from "./delivery-address";
import "./packing-slip.css";

type Paper = "a4" | "receipt";

/** The page size the printer gets (@page cannot follow a class, so it is written per paper). */
const PAGE_RULES: Record<Paper, string> = {
  a4: "@page { size: A4; margin: 14mm; }",
  receipt: "@page { size: 80mm auto; margin: 3mm; }",
};

export function PackingSlipsScreen({ search }: { search: { ids: string; paper: Paper } }) {
  const ids = search.ids.split(",").filter(Boolean);
  const orders = useCachedOrders(ids);
  const navigate = useNavigate({ from: "/admin/$" });
  const missing = orders ? ids.filter((id) => !orders.some((order) => order.id === id)) : [];
  const idsKey = ids.join(",");

  // Printed from the newest copy: another phone may have shipped an order (its tracking number)
  // since this one cached it. Offline, the cached copies are printed.
  useEffect(() => {
    if (!idsKey) return;
    fetchOrdersById(idsKey.split(",")).then(cacheOrders, () => undefined);
  }, [idsKey]);

  const ordered = ids
    .map((id) => orders?.find((order) => order.id === id))
    .filter((order): order is AdminOrder => order !== undefined);
  return (
    <div className={`packing packing--${search.paper}`}>
      <style>{PAGE_RULES[search.paper]}</style>
      <div className="packing__controls admin-page">
        <AdminLink path="orders" className="admin-back">
          ← Orders
        </AdminLink>
        <h1>{ordered.length === 1 ? "Packing slip" : `Packing slips (${ordered.length})`}</h1>
        <fieldset className="packing__paper">
          <legend>Printer paper</legend>
          {(
            [
              ["a4", "A4"],
              ["receipt", "80 mm receipt"],
            ] as const
          ).map(([paper, label]) => (
            <label key={paper}>
              <input
                type="radio"
                name="paper"
                checked={search.paper === paper}
                onChange={() =>
                  void navigate({ search: { ids: search.ids, paper }, replace: true })
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        {missing.length > 0 && orders && (
          <p className="admin-note" role="status">
            {missing.length === 1
              ? "1 of the orders is not on this device yet; it shows when online."
              : `${missing.length} of the orders are not on this device yet; they show when online.`}
          </p>
        )}
      </div>
      {ordered.map((order) => (
        <PackingSlip key={order.id} order={order} />
      ))}
    </div>
  );
}

const PAID_STATUSES = ["Payment received", "Shipped", "Delivered"];

function PackingSlip({ order }: { order: AdminOrder }) {
  const settings = useSettings();
  const cod = order.paymentMethod === "cod";
  const { advance, onDelivery } = amountsDue(order.total, cod ? "cod" : "bank");
  const paid = PAID_STATUSES.includes(order.status);
  return (
    <article className="packing-slip" aria-label={`Packing slip ${order.orderNumber}`}>
      <header className="packing-slip__head">
        <div>
          <p className="packing-slip__shop">{SHOP_NAME}</p>
          <p className="packing-slip__contacts">
            {settings.supportPhone} · {settings.supportEmail}
          </p>
        </div>
        <div className="packing-slip__order">
          <p className="packing-slip__number">{order.orderNumber}</p>
          <p>Placed {longDate(order.created)}</p>
          {/* set when the order is marked shipped: the parcel's number on the slip in the box */}
          {order.trackingNumber && (
            <p className="packing-slip__tracking">
              Tracking {order.courier ? `(${order.courier}) ` : ""}
              {order.trackingNumber}
            </p>
          )}
        </div>
      </header>
      <section className="packing-slip__to" aria-label="Deliver to">
        <h2>Deliver to</h2>
        <DeliveryAddress order={order} withPhone />
      </section>
      <table className="packing-slip__items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.id}-${item.option ?? ""}`}>
              <td>
                {item.name}
                {item.option && <span className="packing-slip__option"> · {item.option}</span>}
              </td>
              <td>{item.quantity}</td>
              <td>{formatLkr(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="packing-slip__sums">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatLkr(order.subTotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>
            {order.shipping > 0
              ? formatLkr(order.shipping)
              : isFreeShipping(settings, parseServerDate(order.created))
                ? "Free (Air Cargo)"
                : "Paid on delivery"}
          </dd>
        </div>
        <div className="packing-slip__total">
          <dt>Total</dt>
          <dd>{formatLkr(order.total)}</dd>
        </div>
        {!cod && (
          <div>
            <dt>{paid ? "Advance paid" : "Advance (not received yet)"}</dt>
            <dd>{formatLkr(advance)}</dd>
          </div>
        )}
        <div className="packing-slip__due">
          <dt>{cod ? "Cash on delivery: the courier collects" : "Balance due on delivery"}</dt>
          <dd>{formatLkr(paid || cod ? onDelivery : order.total)}</dd>
        </div>
      </dl>
      <p className="packing-slip__thanks">Thank you for shopping with {SHOP_NAME}.</p>
    </article>
  );
}
