/// <reference path="../../pb_data/types.d.ts" />
// The shop's emails (README: Mail settings): order confirmation and status changes to the
// customer's account email, new-order and slip alerts to SHOP_EMAIL. Each has a plain and an
// HTML part (one narrow column, no tables, readable in a phone mail app). Nothing is sent
// unless SMTP is configured (mail.pb.js), so PocketBase never falls back to a local sendmail;
// a failure is logged and never undoes what the customer or the shop did.

function escapeHtml(value) {
  return String(value)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function lkr(amount) {
  const whole = Math.round(Number(amount) || 0);
  return `LKR ${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** The 50% advance due when ordering (spec: terms), rounded up to a whole rupee. */
function advance(total) {
  return Math.ceil((Number(total) || 0) / 2);
}

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
      html.push(`<p style="margin:8px 0">${escapeHtml(block.p)}</p>`);
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

function send(app, to, subject, blocks) {
  if (!to) return;
  const settings = app.settings();
  if (!settings.smtp.enabled) return;
  const shopName = settings.meta.appName || "Island Imports";
  try {
    const parts = render(shopName, blocks);
    const message = new MailerMessage({
      from: { address: settings.meta.senderAddress, name: settings.meta.senderName || shopName },
      to: [{ address: to }],
      subject: `${shopName}: ${subject}`,
      text: parts.text,
      html: parts.html,
    });
    app.newMailClient().send(message);
  } catch (err) {
    app.logger().error("Mail not sent", "to", to, "subject", subject, "error", String(err));
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

function orderPlaced(app, order) {
  const number = order.getString("orderNumber");
  const total = order.getFloat("total");
  send(app, order.getString("userEmail"), `order ${number} confirmed`, [
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
  send(app, $os.getenv("SHOP_EMAIL"), `new order ${number} (${lkr(total)})`, [
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
  send(app, $os.getenv("SHOP_EMAIL"), `payment slip for ${number}`, [
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
  send(app, order.getString("userEmail"), `order ${number} is ${status}`, [
    { p: STATUS_TEXT[status] || `Your order is now ${status}.` },
    { pairs },
    { p: "You can follow your order in your profile." },
  ]);
}

module.exports = { orderPlaced, slipReceived, statusChanged, advance, lkr, render };
