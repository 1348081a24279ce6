/**
 * What became of an order the shop entered: its number and the shop's total, and whose it is:
 * in the customer's account, or followed through the link mailed to them (shown here too, to
 * send on WhatsApp).
 */
import type { EnteredOrder } from "../../backend/shop-orders";
import { formatLkr } from "../../shared/money";
import { AdminLink } from "./admin-link";

export function EnteredNotice({
  order,
  onAnother,
}: {
  order: EnteredOrder;
  onAnother: () => void;
}) {
  const link = order.followPath ? `${location.origin}${order.followPath}` : "";
  return (
    <section className="admin-page new-order" aria-labelledby="entered-title">
      <h1 id="entered-title">Order {order.orderNumber} entered</h1>
      <p role="status">Total {formatLkr(order.total)}, as the shop priced it.</p>
      {order.account ? (
        <p>
          The email is a customer's account: the order is in their My Orders, with the usual mails.
        </p>
      ) : (
        <>
          <p>
            The customer has no account. We mailed them this link to follow the order; you can send
            it on WhatsApp too:
          </p>
          <p className="new-order__link">
            <a href={link}>{link}</a>
          </p>
        </>
      )}
      <p className="new-order__actions">
        <AdminLink path={`orders/${order.id}`} className="button">
          Open the order
        </AdminLink>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Enter another order
        </button>
      </p>
    </section>
  );
}
