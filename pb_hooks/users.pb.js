/// <reference path="../pb_data/types.d.ts" />
// Sign-up and profile edits: the 1 MiB ceiling (the users routes size their own body limit)
// and a trimmed name, so a name of spaces is no name.

onRecordCreateRequest((e) => {
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  body.refuseOversized(e);
  body.trimTexts(e.record);
  e.next();
}, "users");

onRecordUpdateRequest((e) => {
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  body.refuseOversized(e);
  body.trimTexts(e.record);
  e.next();
}, "users");
