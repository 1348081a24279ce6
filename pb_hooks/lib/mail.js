// The shop's emails (docs/operations.md): order confirmation and status changes to the
// customer's account email (confirmations to an unverified one at most 5 a day), new-order and
// slip alerts to SHOP_EMAIL. Each has a plain and an HTML part (one narrow column, no tables,
// readable in a phone mail app). Nothing is queued unless SMTP is configured (mail.pb.js), so
// PocketBase never falls back to a local sendmail. A customer's mail speaks the language of
// their account (users.language, read as the mail is made); the shop's own mails stay English,
// as /admin does (docs/translating.md).
//
// A request never talks to the SMTP server: `queue` stores the rendered mail in the `mailqueue`
// collection (a fast local insert; a failure is logged and never undoes what the customer or
// the shop did) and `work`, run by the cron worker in mail.pb.js, sends what is due. A failed
// send is retried after 1, 2, 4 and 8 minutes, then marked "failed" with its last error.

const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60 * 1000;
const KEEP_SENT_DAYS = 30;
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
} = require(`${__hooks}/lib/shared.js`);
/** The shop's own mails: English. */
const english = customerTexts("en");

/** How the order is paid: "bank" (also older orders, which have none) or "cod". */
function method(order) {
  return order.getString("paymentMethod") === "cod" ? "cod" : "bank";
}

function shopSettings(app) {
  try {
    return app.findFirstRecordByFilter("settings", "id != ''");
  } catch (_) {
    return null;
  }
}

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

function items(order) {
  const raw = require(`${__hooks}/lib/validate.js`).readJson(order, "items");
  return Array.isArray(raw) ? raw : [];
}

/** Stores one rendered mail for the worker; never throws. */
function queue(app, to, subject, blocks) {
  if (!to) return;
  const settings = app.settings();
  if (!settings.smtp.enabled) return;
  const shopName = settings.meta.appName || "Island Imports";
  try {
    const parts = require(`${__hooks}/lib/mail-render.js`).render(shopName, blocks);
    const record = new Record(app.findCollectionByNameOrId("mailqueue"));
    record.set("to", to);
    record.set("subject", `${shopName}: ${subject}`);
    record.set("text", parts.text);
    record.set("html", parts.html);
    record.set("status", "pending");
    record.set("attempts", 0);
    app.save(record);
  } catch (err) {
    app.logger().error("Mail not queued", "to", to, "subject", subject, "error", String(err));
  }
}

/** A pending mail is due at once, and after a failed attempt n, 2^(n-1) minutes later. */
function isDue(attempts, lastTriedMs, nowMs) {
  if (attempts <= 0) return true;
  return nowMs - lastTriedMs >= RETRY_BASE_MS * 2 ** (attempts - 1);
}

function deliver(app, record) {
  const settings = app.settings();
  const shopName = settings.meta.appName || "Island Imports";
  const attempts = record.getInt("attempts") + 1;
  record.set("attempts", attempts);
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName || shopName },
        to: [{ address: record.getString("to") }],
        subject: record.getString("subject"),
        text: record.getString("text"),
        html: record.getString("html"),
      }),
    );
    record.set("status", "sent");
    record.set("sentAt", new Date().toISOString());
    record.set("lastError", "");
  } catch (err) {
    record.set("lastError", String(err).slice(0, 2000));
    if (attempts >= MAX_ATTEMPTS) record.set("status", "failed");
    app.logger().error("Mail not sent", "to", record.getString("to"), "error", String(err));
  }
  app.save(record);
}

/** Sends every queued mail that is due, oldest first, a batch at a time. */
function sendDue(app) {
  const now = Date.now();
  const pending = app.findRecordsByFilter("mailqueue", "status = 'pending'", "created", 50, 0);
  for (const record of pending) {
    const lastTried = new Date(record.getString("updated").replace(" ", "T")).getTime();
    if (isDue(record.getInt("attempts"), lastTried, now)) deliver(app, record);
  }
}

function pruneSent(app) {
  const cutoff = new Date(Date.now() - KEEP_SENT_DAYS * 24 * 3600 * 1000).toISOString();
  app
    .db()
    .newQuery("DELETE FROM mailqueue WHERE status = 'sent' AND sentAt < {:cutoff}")
    .bind({ cutoff: cutoff.replace("T", " ") })
    .execute();
}

/**
 * The worker: for `forMs`, sends what is due every `everyMs`. The cron in mail.pb.js starts it
 * each minute, so mails leave within seconds; the store flag keeps a second run (a slow SMTP
 * server held the first past its minute) from sending the same mail twice.
 */
function work(app, forMs, everyMs) {
  if (!app.settings().smtp.enabled) return;
  const store = app.store();
  if (store.get("mailqueue.busyUntil") > Date.now()) return;
  const end = Date.now() + forMs;
  store.set("mailqueue.busyUntil", end + 10 * 60 * 1000);
  try {
    pruneSent(app);
    for (;;) {
      sendDue(app);
      if (Date.now() + everyMs >= end) break;
      sleep(everyMs);
    }
  } catch (err) {
    app.logger().error("Mail worker stopped", "error", String(err));
  } finally {
    store.set("mailqueue.busyUntil", 0);
  }
}

/** A link to `path` in the shop (APP_URL), as the mail's button. */
function shopLink(app, label, path) {
  const base = (app.settings().meta.appURL || "").replace(/\/+$/, "");
  return { link: [label, `${base}${path}`] };
}

/** "LKR 2,465 to the courier on delivery", said by `say`. */
function dueOnDelivery(say, amount) {
  return say(MAIL.dueOnDelivery, { amount: lkr(amount) });
}

/** The order's lines and sums, labelled by `say` (product names and options as written). */
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

/** What happens next for an order paid by bank transfer: the advance, then the slip. */
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

/** What happens next for an order paid cash on delivery: nothing to deposit. */
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
 */
function mayMailCustomer(app, order) {
  const to = order.getString("userEmail");
  try {
    if (app.findRecordById("users", order.getString("user")).verified()) return true;
  } catch (_) {
    return false;
  }
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString().replace("T", " ");
  const queued = app.countRecords(
    "mailqueue",
    $dbx.exp("[[to]] = {:to} AND [[created]] > {:since}", { to, since }),
  );
  if (queued < UNVERIFIED_PER_DAY) return true;
  app.logger().info("Order mail not sent: unverified address over its daily share", "to", to);
  return false;
}

function orderPlaced(app, order) {
  const number = order.getString("orderNumber");
  const total = order.getFloat("total");
  const to = mayMailCustomer(app, order) ? order.getString("userEmail") : "";
  const push = require(`${__hooks}/lib/push-messages.js`);
  const say = customerTexts(push.customerLanguage(app, order));
  queue(app, to, say(MAIL.orderConfirmed, { number }), [
    { p: say(MAIL.thanks, { number }) },
    ...orderBlocks(order, MAIL.yourOrder, say),
    ...(method(order) === "cod"
      ? cashOnDeliverySteps(order, say)
      : bankTransferSteps(app, order, say)),
    shopLink(app, say(MAIL.openOrder), push.statusUrl(number)),
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
        ["Account email", order.getString("userEmail")],
        ["Checkout email", customer.email || ""],
        ["Phone", customer.phone || ""],
      ],
    },
    shopLink(app, "Open the order", push.staffUrl(number)),
  ]);
}

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

/** A new contact message or custom-order request, to the shop's inbox. */
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

module.exports = { orderPlaced, slipReceived, statusChanged, messageReceived, work };
