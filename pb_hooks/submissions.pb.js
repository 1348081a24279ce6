/// <reference path="../pb_data/types.d.ts" />
// Guest submissions (contact messages and custom-order requests). Field limits live in the
// migrations; this hook adds what a field constraint cannot express and makes clientId an
// idempotency key: a replay answers 200 with { id, clientId, created } (the records are not
// publicly viewable) and stores nothing. New submissions are refused above 1 MiB, texts are
// trimmed before their minimum length is checked, and a signed-in sender is remembered
// (hidden) and limited per hour (lib/rate-limits.js).

onRecordCreateRequest(
  (e) => {
    const idem = require(`${__hooks}/lib/idempotency.js`);
    const body = require(`${__hooks}/lib/body-ceiling.js`);
    const limits = require(`${__hooks}/lib/rate-limits.js`);
    body.refuseOversized(e);
    const clientId = e.record.getString("clientId");
    const replay = (stored) => e.json(200, idem.receipt(stored));

    const existing = idem.findByClientId(e.app, e.collection.name, clientId);
    if (existing) return replay(existing);

    const userId = e.auth?.collection().name === "users" ? e.auth.id : "";
    limits.refuseFlood(e.app, e.collection.name, userId);
    e.record.set("user", userId);
    body.trimTexts(e.record);

    if (e.collection.name === "customorders") {
      const links = require(`${__hooks}/lib/reference-links.js`);
      const { normaliseWhatsapp } = require(`${__hooks}/lib/whatsapp.js`);
      e.record.set("whatsapp", normaliseWhatsapp(e.record.getString("whatsapp")));
      e.record.set("referenceLinks", links.checkReferenceLinks(e.record));
    }
    return idem.nextOrReplay(e, clientId, replay);
  },
  "inquiries",
  "customorders",
);
