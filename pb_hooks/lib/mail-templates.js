// The shop's emails (docs/operations.md): order confirmation and status changes to the
// customer's account email (confirmations to an unverified one at most 5 a day), new-order and
// slip alerts to SHOP_EMAIL. Each has a plain and an HTML part (one narrow column, no tables,
// readable in a phone mail app). Nothing is queued unless SMTP is configured (mail.pb.js), so
// PocketBase never falls back to a local sendmail. A customer's mail speaks the language of
// their account (users.language, read as the mail is made); the shop's own mails stay English,
// as /admin does (docs/translating.md).
//
// Each is handed to the mail queue (lib/mail.js `queue`), which sends it later.

/** Mails a day the customer's own actions may send to an address not verified as theirs. */
const UNVERIFIED_PER_DAY = 5;

// the app's own money format, 50% advance, delivery words and customer texts (src/shared/)
const {
  advanceDue: advance,
  amountsDue,
  customerTexts,
  DELIVERY_FREE,
  DELIVERY_RULE,
  formatLkr: lkr,
  MAIL,
  PAYMENT_METHOD_NAMES,
  STATUS_LINES,
  storedDate,
} = require(`${__hooks}/lib/shared.js`);
/**
 * A text of the shared bundle's tables (MAIL, STATUS_LINES) in one language, slots filled.
 * @typedef {(text: unknown, values?: { [slot: string]: unknown }) => string} Say
 */
/** @typedef {import("./mail-render.js").Block} Block */

/** The mail queue's `queue` (lib/mail.js). */
const queue = (/** @type {Parameters<typeof import("./mail.js").queue>} */ ...args) =>
  require(`${__hooks}/lib/mail.js`).queue(...args);

/** The shop's own mails: English. */
const english = customerTexts("en");

/**
 * How the order is paid: "bank" (also older orders, which have none) or "cod".
 * @param {core.Record} order
 */
function method(order) {
  return order.getString("paymentMethod") === "cod" ? "cod" : "bank";
}

/** @param {CoreApp} app */
function shopSettings(app) {
  try {
    return app.findFirstRecordByFilter("settings", "id != ''");
  } catch (_) {
    // no settings record yet (a new shop): no bank details to list
    return null;
  }
}

/**
 * @param {CoreApp} app
 * @param {Say} say
 */
function bankLines(app, say) {
  const s = shopSettings(app);
  if (!s) return [];
  return [
    [say(MAIL.bank), s.getString("bankName")],
    [say(MAIL.branch), s.getString("bankBranch")],
    [say(MAIL.accountName), s.getString("bankAccountName")],
    [say(MAIL.accountNumber), s.getString("bankAccountNumber")],
  ].filter((pair) => pair[1]);
}

/** @param {core.Record} order */
function items(order) {
  const raw = require(`${__hooks}/lib/validate.js`).readJson(order, "items");
  return Array.isArray(raw) ? raw : [];
}

/**
 * A link to `path` in the shop (APP_URL), as the mail's button.
 * @param {CoreApp} app
 * @param {string} label
 * @param {string} path
 * @returns {Block}
 */
function shopLink(app, label, path) {
  const base = (app.settings().meta.appURL || "").replace(/\/+$/, "");
  return { link: [label, `${base}${path}`] };
}

/**
 * "LKR 2,465 to the courier on delivery", said by `say`.
 * @param {Say} say
 * @param {number} amount
 */
function dueOnDelivery(say, amount) {
  return say(MAIL.dueOnDelivery, { amount: lkr(amount) });
}

/**
 * The order's lines and sums, labelled by `say` (product names and options as written).
 * @param {core.Record} order
 * @param {unknown} heading
 * @param {Say} say
 * @returns {Block[]}
 */
function orderBlocks(order, heading, say) {
  const total = order.getFloat("total");
  const shipping = order.getFloat("shipping");
  return [
    { h: say(heading) },
    {
      list: items(order).map(
        (item) =>
          `${item.name}${item.option ? ` (${item.option})` : ""} x ${item.quantity}: ${lkr(item.total)}`,
      ),
    },
    {
      pairs: [
        [say(MAIL.orderId), order.getString("orderNumber")],
        [say(MAIL.subtotal), lkr(order.getFloat("subTotal"))],
        [say(MAIL.delivery), shipping > 0 ? lkr(shipping) : say(DELIVERY_FREE)],
        [say(MAIL.total), lkr(total)],
        [say(MAIL.payment), say(PAYMENT_METHOD_NAMES[method(order)])],
        ...(method(order) === "cod" ? [] : [[say(MAIL.advanceNow), lkr(advance(total))]]),
        [say(MAIL.onDelivery), dueOnDelivery(say, amountsDue(total, method(order)).onDelivery)],
      ],
    },
  ];
}

/**
 * What happens next for an order paid by bank transfer: the advance, then the slip.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Say} say
 */
function bankTransferSteps(app, order, say) {
  const number = order.getString("orderNumber");
  const amount = lkr(advance(order.getFloat("total")));
  return [
    { h: say(MAIL.bankDetails) },
    { pairs: bankLines(app, say) },
    { h: say(MAIL.nextSteps) },
    {
      list: [
        say(MAIL.deposit, { amount, number }),
        say(MAIL.uploadSlip),
        say(MAIL.orderWhenPaid),
        say(MAIL.payRemaining),
        say(DELIVERY_RULE),
      ],
    },
  ];
}

/**
 * What happens next for an order paid cash on delivery: nothing to deposit.
 * @param {core.Record} order
 * @param {Say} say
 */
function cashOnDeliverySteps(order, say) {
  return [
    { h: say(MAIL.nextSteps) },
    {
      list: [
        say(MAIL.orderNow),
        say(MAIL.payOnDelivery, { due: dueOnDelivery(say, order.getFloat("total")) }),
        say(DELIVERY_RULE),
      ],
    },
  ];
}

/**
 * Whether a mail the customer's own action causes may go to their account's address: always
 * when the address is verified (Google sign-in, a completed password reset), else at most
 * UNVERIFIED_PER_DAY mails to it a day, so nobody can use the shop to mail a stranger's
 * address they registered (docs/operations.md).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function mayMailCustomer(app, order) {
  const to = order.getString("userEmail");
  try {
    if (app.findRecordById("users", order.getString("user")).verified()) return true;
  } catch (_) {
    // the account is gone: mail nobody on its behalf
    return false;
  }
  const since = storedDate(Date.now() - 24 * 3600 * 1000);
  const queued = app.countRecords(
    "mailqueue",
    $dbx.exp("[[to]] = {:to} AND [[created]] > {:since}", { to, since }),
  );
  if (queued < UNVERIFIED_PER_DAY) return true;
  app.logger().info("Order mail not sent: unverified address over its daily share", "to", to);
  return false;
}

/**
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function orderPlaced(app, order) {
  const number = order.getString("orderNumber");
  const total = order.getFloat("total");
  const push = require(`${__hooks}/lib/push-messages.js`);
  // an order the shop entered for a customer without an account: its follow link, to the email
  // the shop entered for them (docs/decisions/0220-orders-taken-by-the-shop.md)
  const token = order.getString("followToken");
  const guest = !order.getString("user") && token !== "";
  const to = guest || mayMailCustomer(app, order) ? order.getString("userEmail") : "";
  const say = customerTexts(push.customerLanguage(app, order));
  queue(app, to, say(MAIL.orderConfirmed, { number }), [
    { p: say(MAIL.thanks, { number }) },
    ...orderBlocks(order, MAIL.yourOrder, say),
    ...(method(order) === "cod"
      ? cashOnDeliverySteps(order, say)
      : bankTransferSteps(app, order, say)),
    shopLink(app, say(MAIL.openOrder), guest ? `/order/${token}` : push.statusUrl(number)),
  ]);
  const customer = require(`${__hooks}/lib/validate.js`).readJson(order, "customerInfo") || {};
  const address = require(`${__hooks}/lib/validate.js`).readJson(order, "shippingAddress") || {};
  queue(app, $os.getenv("SHOP_EMAIL"), `New order ${number} (${lkr(total)})`, [
    { p: `New order ${number} from ${order.getString("userName")}.` },
    ...orderBlocks(order, "New order", english),
    { h: "Deliver to" },
    {
      p: [
        order.getString("userName"),
        address.address,
        address.apartment,
        [address.city, address.district, address.state, address.zip].filter(Boolean).join(", "),
        address.country,
      ]
        .filter(Boolean)
        .join("\n"),
    },
    { h: "Customer" },
    {
      pairs: [
        ...(order.getString("user") ? [["Account email", order.getString("userEmail")]] : []),
        ["Checkout email", customer.email || ""],
        ["Phone", customer.phone || ""],
        ...(order.getString("enteredBy") ? [["Entered by", order.getString("enteredBy")]] : []),
      ],
    },
    shopLink(app, "Open the order", push.staffUrl(number)),
  ]);
}

/**
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {core.Record} slip
 */
function slipReceived(app, order, slip) {
  const number = order.getString("orderNumber");
  queue(app, $os.getenv("SHOP_EMAIL"), `Payment slip for ${number}`, [
    { p: `${order.getString("userName")} uploaded a payment slip for order ${number}.` },
    {
      pairs: [
        ["Order id", number],
        ["Total", lkr(order.getFloat("total"))],
        ["Advance due (50%)", lkr(advance(order.getFloat("total")))],
        ["Slip record", slip.id],
      ],
    },
    { p: 'Check the deposit, then mark the order "Payment received".' },
    shopLink(app, "Open the order", require(`${__hooks}/lib/push-messages.js`).staffUrl(number)),
  ]);
}

/**
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function statusChanged(app, order) {
  const number = order.getString("orderNumber");
  const status = order.getString("status");
  const push = require(`${__hooks}/lib/push-messages.js`);
  const language = push.customerLanguage(app, order);
  const say = customerTexts(language);
  const pairs = [
    [say(MAIL.orderId), number],
    [say(MAIL.status), say(status)],
    [say(MAIL.total), lkr(order.getFloat("total"))],
  ];
  const tracking = order.getString("trackingNumber");
  if (status === "Shipped" && tracking) pairs.push([say(MAIL.trackingNumber), tracking]);
  if (status === "Shipped") {
    const due = amountsDue(order.getFloat("total"), method(order)).onDelivery;
    pairs.push([say(MAIL.balance), lkr(due)]);
  }
  const steps = require(`${__hooks}/lib/order-status.js`).history(order);
  const note = steps.length ? steps[steps.length - 1].note : "";
  if (note) pairs.push([say(MAIL.note), note]);
  // the same words as the push (lib/push-messages.js): "Payment received for ORDER-…"
  const subject =
    push.statusMessage(order, language)?.title ||
    say(MAIL.statusSubject, { number, status: say(status) });
  const line = STATUS_LINES[status];
  queue(app, order.getString("userEmail"), subject, [
    { p: line ? say(line) : say(MAIL.nowStatus, { status: say(status) }) },
    { pairs },
    shopLink(app, say(MAIL.openOrder), push.statusUrl(number)),
  ]);
}

/**
 * A new contact message or custom-order request, to the shop's inbox.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function messageReceived(app, record) {
  const name = record.getString("name");
  if (record.collection().name === "customorders") {
    const links = require(`${__hooks}/lib/validate.js`).readJson(record, "referenceLinks");
    const url = require(`${__hooks}/lib/push-messages.js`).staffUrl("");
    queue(app, $os.getenv("SHOP_EMAIL"), `Custom request from ${name}`, [
      { p: `${name} asked for an item the shop does not list.` },
      { pairs: [["WhatsApp", record.getString("whatsapp")]] },
      { p: record.getString("description") },
      ...(Array.isArray(links) && links.length ? [{ h: "Reference links" }, { list: links }] : []),
      shopLink(app, "Open Messages", url),
    ]);
    return;
  }
  const url = require(`${__hooks}/lib/push-messages.js`).staffUrl("");
  queue(app, $os.getenv("SHOP_EMAIL"), `Message from ${name}: ${record.getString("subject")}`, [
    { pairs: [["From", `${name} <${record.getString("email")}>`]] },
    { p: record.getString("message") },
    shopLink(app, "Open Messages", url),
  ]);
}

module.exports = { orderPlaced, slipReceived, statusChanged, messageReceived };
