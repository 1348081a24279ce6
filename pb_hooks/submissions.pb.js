// Guest submissions (contact messages and custom-order requests). The fields are checked with
// the forms' own rules (lib/shared.js, the same messages; control characters removed, texts
// trimmed before their length is checked), and the stored record is built from the checked
// values alone (nothing else a request carries is kept). clientId is
// an idempotency key: a replay answers 200 with { id, clientId, created } (the records are not
// publicly viewable) and stores nothing. New submissions are refused above 1 MiB, and a
// signed-in sender is remembered (hidden) and limited per hour, counted and stored atomically
// (lib/idempotency.js).

onRecordCreateRequest(
  (e) => {
    const idem = require(`${__hooks}/lib/idempotency.js`);
    const body = require(`${__hooks}/lib/body-ceiling.js`);
    const shared = require(`${__hooks}/lib/shared.js`);
    const v = require(`${__hooks}/lib/validate.js`);
    body.refuseOversized(e);
    const record = e.record;
    const userId = e.auth?.collection().name === "users" ? e.auth.id : "";
    /** @type {{ [field: string]: string }} */
    const fields = {};
    for (const name of ["name", "email", "subject", "message", "whatsapp", "description"]) {
      fields[name] = record.getString(name);
    }
    const verdict =
      e.collection.name === "customorders"
        ? shared.checkCustomOrder(fields, v.readJson(record, "referenceLinks"))
        : shared.checkInquiry(fields);
    idem.createOnce(e, {
      clientId: record.getString("clientId"),
      userId,
      replay: (/** @type {core.Record} */ stored) => e.json(200, idem.receipt(stored)),
      prepare: () => {
        const values = v.valuesOrThrow(verdict);
        const fresh = new Record(e.collection);
        fresh.set("clientId", record.getString("clientId"));
        for (const name of Object.keys(values)) fresh.set(name, values[name]);
        fresh.set("user", userId);
        e.record = fresh;
      },
    });
  },
  "inquiries",
  "customorders",
);

// The shop's inbox hears of each new one (not of a replay), through the mail queue
// (lib/mail-templates.js)
// and the staff's devices through the push queue (lib/push-queue.js).
onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/mail-templates.js`).messageReceived(e.app, e.record);
    const push = require(`${__hooks}/lib/push-queue.js`);
    push.toShop(e.app, require(`${__hooks}/lib/push-messages.js`).inboxMessage(e.record));
  },
  "inquiries",
  "customorders",
);
