// What a push says (docs/owner-guide.md): a title, a body with the order number and what
// happened, the page to open, and a tag that groups a device's notifications by order (the
// service worker shows it, src/sw-push.ts). Customers get their orders' steps, in the language
// of their account; the shop's staff and owner get new orders, payment slips, contact messages
// and custom requests, in English (docs/translating.md).

const { amountsDue, customerTexts, formatLkr, PUSH } = require(`${__hooks}/lib/shared.js`);

/** The customer's page for an order: My Orders with that order open. */
function statusUrl(number) {
  return `/profile?order=${encodeURIComponent(number)}`;
}

/** The shop's page for an order or a message in /admin (docs/owner-guide.md). */
function staffUrl(number) {
  // /admin's own URLs (src/features/admin/admin-search.ts): the list searched for the number
  return number ? `/admin/orders?q=${encodeURIComponent(number)}` : "/admin/messages";
}

function lastNote(order) {
  const steps = require(`${__hooks}/lib/order-status.js`).history(order);
  return steps.length ? steps[steps.length - 1].note || "" : "";
}

/** The language of the order's customer's account ("" when unset or gone: English). */
function customerLanguage(app, order) {
  try {
    return app.findRecordById("users", order.getString("user")).getString("language");
  } catch (_) {
    return "";
  }
}

/**
 * The customer's push for an order's new status, in `language` (customerLanguage); undefined
 * for a status that sends none.
 */
function statusMessage(order, language) {
  const say = customerTexts(language);
  const number = order.getString("orderNumber");
  const status = order.getString("status");
  let title;
  let body;
  if (status === "Payment received") {
    title = say(PUSH.paidTitle, { number });
    body = say(PUSH.paidBody);
  } else if (status === "Shipped") {
    const tracking = order.getString("trackingNumber");
    const method = order.getString("paymentMethod") === "cod" ? "cod" : "bank";
    const amount = formatLkr(amountsDue(order.getFloat("total"), method).onDelivery);
    title = say(PUSH.shippedTitle, { number });
    body = tracking
      ? say(PUSH.shippedTrackedBody, { tracking, amount })
      : say(PUSH.shippedBody, { amount });
  } else if (status === "Delivered") {
    title = say(PUSH.deliveredTitle, { number });
    body = say(PUSH.deliveredBody);
  } else if (status === "Cancelled") {
    title = say(PUSH.cancelledTitle, { number });
    body = lastNote(order) || say(PUSH.cancelledBody);
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
  customerLanguage,
  statusMessage,
  newOrderMessage,
  slipMessage,
  inboxMessage,
  statusUrl,
  staffUrl,
};
