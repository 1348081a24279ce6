// Guest submissions (contact messages and custom-order requests). The fields are checked with
// the forms' own rules (lib/shared.js, the same messages; control characters removed, texts
// trimmed before their length is checked), and the stored record is built from the checked
// values alone (nothing else a request carries is kept). clientId is
// an idempotency key: a replay answers 200 with { id, clientId, created } (the records are not
// publicly viewable) and stores nothing. New submissions are refused above 1 MiB, and a
// signed-in sender is remembered (hidden) and limited per hour, counted and stored atomically
// (lib/idempotency.js). A custom request may carry up to 3 photos (migration 1763801100), the
// only files kept, within their own allowance above the ceiling.

onRecordCreateRequest(
  (e) => {
    const idem = require(`${__hooks}/lib/idempotency.js`);
    const body = require(`${__hooks}/lib/body-ceiling.js`);
    const shared = require(`${__hooks}/lib/shared.js`);
    const v = require(`${__hooks}/lib/validate.js`);
    const isRequest = e.collection.name === "customorders";
    body.refuseOversized(e, isRequest ? body.REQUEST_PHOTOS_BYTES : 0);
    const record = e.record;
    // a request's photos: the shopper's sentence for a wrong type, size, pixel count or a 4th
    // photo, before anything is stored (lib/upload-check.js); they are the only files kept
    require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
    const photos = isRequest ? record.getUnsavedFiles("photos") : [];
    const userId = e.auth?.collection().name === "users" ? e.auth.id : "";
    /** @type {{ [field: string]: string }} */
    const fields = {};
    for (const name of ["name", "email", "subject", "message", "whatsapp", "description"]) {
      fields[name] = record.getString(name);
    }
    const verdict = isRequest
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
        if (photos.length > 0) fresh.set("photos", photos);
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
