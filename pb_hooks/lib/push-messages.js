// What a push says (README: Notifications): a title, a body with the order number and what
// happened, the page to open, and a tag that groups a device's notifications by order (the
// service worker shows it, src/sw-push.ts). Customers get their orders' steps; the shop's staff
// and owner get new orders, payment slips, contact messages and custom requests.

const { advanceDue, formatLkr } = require(`${__hooks}/lib/shared.js`);

/** The customer's page for an order: My Orders with that order open. */
function statusUrl(number) {
  return `/profile?order=${encodeURIComponent(number)}`;
}

/** The shop's page for an order or a message in /admin (README: The owner's day). */
function staffUrl(number) {
  // /admin's own URLs (src/features/admin/admin-search.ts): the list searched for the number
  return number ? `/admin/orders?q=${encodeURIComponent(number)}` : "/admin/messages";
}

function lastNote(order) {
  const steps = require(`${__hooks}/lib/order-status.js`).history(order);
  return steps.length ? steps[steps.length - 1].note || "" : "";
}

/** The customer's push for an order's new status; undefined for a status that sends none. */
function statusMessage(order) {
  const number = order.getString("orderNumber");
  const status = order.getString("status");
  const total = order.getFloat("total");
  const note = lastNote(order);
  let title;
  let body;
  if (status === "Payment received") {
    title = `Payment received for ${number}`;
    body = "We received your advance and are ordering your items.";
  } else if (status === "Shipped") {
    const tracking = order.getString("trackingNumber");
    title = `${number} has shipped`;
    body = `${tracking ? `Tracking number ${tracking}. ` : ""}Pay the balance of ${formatLkr(total - advanceDue(total))} to the courier.`;
  } else if (status === "Delivered") {
    title = `${number} was delivered`;
    body = "Thank you for shopping with us.";
  } else if (status === "Cancelled") {
    title = `${number} was cancelled`;
    body = note || "Your order was cancelled. Open it to see the details.";
  } else {
    return undefined;
  }
  return { title, body, url: statusUrl(number), tag: `order-${number}` };
}

function newOrderMessage(order) {
  const number = order.getString("orderNumber");
  return {
    title: `New order ${number}`,
    body: `${order.getString("userName")}: ${formatLkr(order.getFloat("total"))}`,
    url: staffUrl(number),
    tag: `order-${number}`,
  };
}

function slipMessage(order) {
  const number = order.getString("orderNumber");
  return {
    title: `Payment slip for ${number}`,
    body: `${order.getString("userName")} uploaded a deposit slip. Check it, then mark the payment received.`,
    url: staffUrl(number),
    tag: `order-${number}`,
  };
}

/** A contact message or a custom request, by its collection. */
function inboxMessage(record) {
  const name = record.getString("name");
  const custom = record.collection().name === "customorders";
  const text = custom ? record.getString("description") : record.getString("subject");
  return {
    title: custom ? `Custom request from ${name}` : `Message from ${name}`,
    body: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    url: staffUrl(""),
    tag: `message-${record.id}`,
  };
}

module.exports = {
  statusMessage,
  newOrderMessage,
  slipMessage,
  inboxMessage,
  statusUrl,
  staffUrl,
};
