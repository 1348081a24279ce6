// The shop's mail queue (docs/operations.md). Nothing is queued unless SMTP is configured
// (mail.pb.js), so PocketBase never falls back to a local sendmail. What each mail says is in
// lib/mail-templates.js.
//
// A request never talks to the SMTP server: `queue` stores the rendered mail in the `mailqueue`
// collection (a fast local insert; a failure is logged and never undoes what the customer or
// the shop did) and `work`, run by the cron worker in mail.pb.js, claims and sends what is due
// the way the push queue does (lib/job-queue.js): a failed send is tried again by the shared
// rule, then marked "failed" with its last error.

const KEEP_SENT_DAYS = 30;
const BATCH = 50;
/** longer than any SMTP exchange: the mail client gives up well before */
const LEASE_MS = 5 * 60 * 1000;

/** @typedef {import("./mail-render.js").Block} Block */

/**
 * Stores one rendered mail for the worker; never throws.
 * @param {CoreApp} app
 * @param {string} to
 * @param {string} subject
 * @param {Block[]} blocks
 */
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
    require(`${__hooks}/lib/job-queue.js`).pending(record);
    app.save(record);
  } catch (err) {
    app.logger().error("Mail not queued", "to", to, "subject", subject, "error", String(err));
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function deliver(app, record) {
  const settings = app.settings();
  const shopName = settings.meta.appName || "Island Imports";
  const jobs = require(`${__hooks}/lib/job-queue.js`);
  // leased before the SMTP server is asked: a worker that dies mid-send tries it again later
  jobs.lease(app, record, LEASE_MS);
  record.set("attempts", record.getInt("attempts") + 1);
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
    jobs.sent(record);
  } catch (err) {
    jobs.failedTry(record, String(err));
    app.logger().error("Mail not sent", "to", record.getString("to"), "error", String(err));
  }
  app.save(record);
}

/**
 * Sends every queued mail that is due, oldest first, a batch at a time.
 * @param {CoreApp} app
 */
function sendDue(app) {
  const due = require(`${__hooks}/lib/job-queue.js`).dueJobs(app, "mailqueue", BATCH);
  for (const record of due) deliver(app, record);
}

/** @param {CoreApp} app */
function pruneSent(app) {
  require(`${__hooks}/lib/job-queue.js`).pruneSent(app, "mailqueue", KEEP_SENT_DAYS);
}

/**
 * The worker: for `forMs`, sends what is due every `everyMs`. The cron in mail.pb.js starts it
 * each minute, so mails leave within seconds; the store flag keeps a second run (a slow SMTP
 * server held the first past its minute) from sending the same mail twice.
 * @param {CoreApp} app
 * @param {number} forMs
 * @param {number} everyMs
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

module.exports = { queue, work };
