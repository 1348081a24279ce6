// The shop's emails (README: Mail settings): order confirmation and status changes to the
// customer's account email (confirmations to an unverified one at most 5 a day), new-order and
// slip alerts to SHOP_EMAIL. Each has a plain and an HTML part (one narrow column, no tables,
// readable in a phone mail app). Nothing is queued unless SMTP is configured (mail.pb.js), so
// PocketBase never falls back to a local sendmail.
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

const { escapeHtml } = require(`${__hooks}/lib/markup.js`);
// the app's own money format and 50% advance (src/shared/)
const { advanceDue: advance, formatLkr: lkr } = require(`${__hooks}/lib/shared.js`);

function shopSettings(app) {
  try {
    return app.findFirstRecordByFilter("settings", "id != ''");
  } catch (_) {
    return null;
  }
}

function bankLines(app) {
  const s = shopSettings(app);
  if (!s) return [];
  return [
    ["Bank", s.getString("bankName")],
    ["Branch", s.getString("bankBranch")],
    ["Account name", s.getString("bankAccountName")],
    ["Account number", s.getString("bankAccountNumber")],
  ].filter((pair) => pair[1]);
}

function items(order) {
  const raw = require(`${__hooks}/lib/validate.js`).readJson(order, "items");
  return Array.isArray(raw) ? raw : [];
}

/**
 * Builds both parts from blocks: {p: text}, {pairs: [[label, value]]}, {list: [text]},
 * {h: heading}. Plain text mirrors the HTML line for line.
 */
function render(shopName, blocks) {
  const text = [];
  const html = [];
  for (const block of blocks) {
    if (block.h) {
      text.push("", block.h.toUpperCase());
      html.push(`<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(block.h)}</h2>`);
    } else if (block.p) {
      text.push("", block.p);
      html.push(`<p style="margin:8px 0;white-space:pre-line">${escapeHtml(block.p)}</p>`);
    } else if (block.pairs) {
      for (const [label, value] of block.pairs) {
        text.push(`${label}: ${value}`);
        html.push(
          `<p style="margin:2px 0"><span style="color:#555">${escapeHtml(label)}:</span> <strong>${escapeHtml(value)}</strong></p>`,
        );
      }
    } else if (block.list) {
      for (const line of block.list) {
        text.push(`- ${line}`);
        html.push(`<p style="margin:2px 0">&bull; ${escapeHtml(line)}</p>`);
      }
    }
  }
  const body = [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>',
    '<body style="margin:0;padding:0;background:#f6f6f6">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;background:#fff;',
    "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45;color:#111;",
    'word-wrap:break-word;overflow-wrap:anywhere">',
    `<p style="font-size:19px;font-weight:bold;margin:0 0 12px">${escapeHtml(shopName)}</p>`,
    html.join("\n"),
    "</div></body></html>",
  ].join("");
  return { text: `${shopName}\n${text.join("\n").trim()}\n`, html: body };
}

/** Stores one rendered mail for the worker; never throws. */
function queue(app, to, subject, blocks) {
  if (!to) return;
  const settings = app.settings();
  if (!settings.smtp.enabled) return;
  const shopName = settings.meta.appName || "Island Imports";
  try {
    const parts = render(shopName, blocks);
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

function orderBlocks(order) {
  return [
    { h: "Your order" },
    {
      list: items(order).map(
        (item) =>
          `${item.name}${item.option ? ` (${item.option})` : ""} x ${item.quantity}: ${lkr(item.total)}`,
      ),
    },
    {
      pairs: [
        ["Order id", order.getString("orderNumber")],
        ["Total", lkr(order.getFloat("total"))],
        ["Advance due now (50%)", lkr(advance(order.getFloat("total")))],
      ],
    },
  ];
}

/**
 * Whether a mail the customer's own action causes may go to their account's address: always
 * when the address is verified (Google sign-in, a completed password reset), else at most
 * UNVERIFIED_PER_DAY mails to it a day, so nobody can use the shop to mail a stranger's
 * address they registered (README: Mail settings).
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
  queue(app, to, `order ${number} confirmed`, [
    { p: `Thank you for your order ${number}. We have received it.` },
    ...orderBlocks(order),
    { h: "Bank details for the advance" },
    { pairs: bankLines(app) },
    { h: "What happens next" },
    {
      list: [
        `Deposit the 50% advance of ${lkr(advance(total))} to the account above, with ${number} as the reference.`,
        "Upload a photo or PDF of the deposit slip on your order in your profile.",
        "We order your items when the advance is received and email you at each step.",
        "Delivery takes 7-10 working days; you pay the remaining 50% to the courier.",
      ],
    },
  ]);
  const customer = require(`${__hooks}/lib/validate.js`).readJson(order, "customerInfo") || {};
  queue(app, $os.getenv("SHOP_EMAIL"), `new order ${number} (${lkr(total)})`, [
    { p: `New order ${number} from ${order.getString("userName")}.` },
    ...orderBlocks(order),
    { h: "Customer" },
    {
      pairs: [
        ["Account email", order.getString("userEmail")],
        ["Checkout email", customer.email || ""],
        ["Phone", customer.phone || ""],
      ],
    },
    { p: "Open the order in the dashboard to change its status." },
  ]);
}

function slipReceived(app, order, slip) {
  const number = order.getString("orderNumber");
  queue(app, $os.getenv("SHOP_EMAIL"), `payment slip for ${number}`, [
    { p: `${order.getString("userName")} uploaded a payment slip for order ${number}.` },
    {
      pairs: [
        ["Order id", number],
        ["Total", lkr(order.getFloat("total"))],
        ["Advance due (50%)", lkr(advance(order.getFloat("total")))],
        ["Slip record", slip.id],
      ],
    },
    {
      p: 'Check the deposit, then set the order to "Payment received" in the dashboard (orders collection).',
    },
  ]);
}

const STATUS_TEXT = {
  "Payment received": "We received your advance payment and are ordering your items.",
  Shipped: "Your order is on its way.",
  Delivered: "Your order was delivered. Thank you for shopping with us.",
  Cancelled: "Your order was cancelled.",
};

function statusChanged(app, order) {
  const number = order.getString("orderNumber");
  const status = order.getString("status");
  const pairs = [
    ["Order id", number],
    ["Status", status],
    ["Total", lkr(order.getFloat("total"))],
  ];
  const tracking = order.getString("trackingNumber");
  if (status === "Shipped" && tracking) pairs.push(["Tracking number", tracking]);
  const steps = require(`${__hooks}/lib/order-status.js`).history(order);
  const note = steps.length ? steps[steps.length - 1].note : "";
  if (note) pairs.push(["Note from the shop", note]);
  queue(app, order.getString("userEmail"), `order ${number} is ${status}`, [
    { p: STATUS_TEXT[status] || `Your order is now ${status}.` },
    { pairs },
    { p: "You can follow your order in your profile." },
  ]);
}

/** A new contact message or custom-order request, to the shop's inbox. */
function messageReceived(app, record) {
  const name = record.getString("name");
  if (record.collection().name === "customorders") {
    const links = require(`${__hooks}/lib/validate.js`).readJson(record, "referenceLinks");
    queue(app, $os.getenv("SHOP_EMAIL"), `custom request from ${name}`, [
      { p: `${name} asked for an item the shop does not list.` },
      { pairs: [["WhatsApp", record.getString("whatsapp")]] },
      { p: record.getString("description") },
      ...(Array.isArray(links) && links.length ? [{ h: "Reference links" }, { list: links }] : []),
      { p: "Open Messages in the shop's /admin to reply and mark it handled." },
    ]);
    return;
  }
  queue(app, $os.getenv("SHOP_EMAIL"), `message from ${name}: ${record.getString("subject")}`, [
    { pairs: [["From", `${name} <${record.getString("email")}>`]] },
    { p: record.getString("message") },
    { p: "Open Messages in the shop's /admin to reply and mark it handled." },
  ]);
}

module.exports = { orderPlaced, slipReceived, statusChanged, messageReceived, work, render };
