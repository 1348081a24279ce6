// The settings record is saved by the owner (from /admin or the dashboard) only as the /admin
// form checks it (src/shared/settings-form.ts via lib/shared.js): announcements a list of short
// texts with an optional end date, real dates, a phone number and email for support, bank
// details of sensible length, delivery zones that price every district once
// (src/shared/delivery-zones-form.ts). A bad save answers 400 with each field's message and changes
// nothing, so a typo in the dashboard's JSON can no longer break the shop's header.

onRecordUpdateRequest((e) => {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const record = e.record;
  /** @type {{ [field: string]: unknown }} */
  const fields = {
    announcements: v.readJson(record, "announcements") || [],
    deliveryZones: v.readJson(record, "deliveryZones") || [],
  };
  for (const name of ["freeShippingUntil", "countDownEndTime"])
    fields[name] = record.getString(name);
  fields.isFlashSectionVisible = record.getBool("isFlashSectionVisible");
  for (const name of [
    "supportPhone",
    "supportEmail",
    "bankName",
    "bankBranch",
    "bankAccountName",
    "bankAccountNumber",
    "searchSynonyms",
  ]) {
    fields[name] = record.getString(name);
  }
  const values = v.valuesOrThrow(shared.checkSettings(fields), "Failed to update record.");
  for (const name of Object.keys(values)) record.set(name, values[name]);
  e.next();
}, "settings");
