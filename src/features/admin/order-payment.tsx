/**
 * What the order should be paid, beside what the customer sent: the total, the 50% advance and
 * the balance due on delivery, with every payment slip shown inline (a photo as itself, a PDF
 * as a link), so "Payment received" is decided looking at both.
 */
import { useState } from "react";
import { slipUrl } from "../../backend/admin-orders";
import type { AdminOrder, AdminSlip } from "../../lib/admin-types";
import { amountsDue } from "../../shared/delivery";
import { formatLkr } from "../../shared/money";
import { shortDateTime } from "./admin-format";

export function OrderPayment({
  order,
  slips,
  token,
}: {
  order: AdminOrder;
  /** undefined: not read from the server yet */
  slips: AdminSlip[] | undefined;
  /** file token for the protected slips; "" offline */
  token: string;
}) {
  const cod = order.paymentMethod === "cod";
  const { advance, onDelivery } = amountsDue(order.total, cod ? "cod" : "bank");
  return (
    <section className="admin-panel order-payment" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl className="order-payment__sums">
        <div>
          <dt>Total</dt>
          <dd>{formatLkr(order.total)}</dd>
        </div>
        {!cod && (
          <div className="order-payment__advance">
            <dt>50% advance</dt>
            <dd>{formatLkr(advance)}</dd>
          </div>
        )}
        <div>
          <dt>{cod ? "Cash on delivery: the courier collects" : "Balance due on delivery"}</dt>
          <dd>{formatLkr(onDelivery)}</dd>
        </div>
      </dl>
      {cod ? null : slips === undefined ? (
        <p className="admin-note">The slips show once the order has been read online.</p>
      ) : slips.length === 0 ? (
        <p className="admin-note">No payment slip yet.</p>
      ) : (
        <ul className="slips" aria-label="Payment slips">
          {slips.map((slip, i) => (
            <Slip key={slip.id} slip={slip} index={i + 1} token={token} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Slip({ slip, index, token }: { slip: AdminSlip; index: number; token: string }) {
  const [broken, setBroken] = useState(false);
  const pdf = slip.file.toLowerCase().endsWith(".pdf");
  const url = token ? slipUrl(slip, token) : "";
  const label = `Slip ${index}, ${shortDateTime(slip.created)}`;
  return (
    <li className="slip">
      <p className="slip__label">{label}</p>
      {!url ? (
        <p className="admin-note">The slip opens when you are online.</p>
      ) : pdf ? (
        <a href={url} target="_blank" rel="noreferrer" className="button button--secondary">
          Open the slip (PDF)
        </a>
      ) : broken ? (
        <a href={url} target="_blank" rel="noreferrer">
          Open the slip
        </a>
      ) : (
        <a href={url} target="_blank" rel="noreferrer" className="slip__photo">
          <img src={url} alt={`Payment slip ${index}`} onError={() => setBroken(true)} />
        </a>
      )}
    </li>
  );
}
