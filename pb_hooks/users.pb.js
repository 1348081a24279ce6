// Sign-up and profile edits: the 1 MiB ceiling (the users routes size their own body limit),
// and the register form's own rules (lib/shared.js: name, email, both passwords, with the same
// messages); the name is stored cleaned and trimmed, so a name of spaces is no name.

onRecordCreateRequest((e) => {
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  body.refuseOversized(e);
  const sent = e.requestInfo().body;
  const values = v.valuesOrThrow(
    shared.checkSignUp({
      name: e.record.getString("name"),
      email: e.record.email(),
      password: sent.password,
      passwordConfirm: sent.passwordConfirm,
    }),
  );
  e.record.set("name", values.name);
  e.next();
}, "users");

onRecordUpdateRequest((e) => {
  const body = require(`${__hooks}/lib/body-ceiling.js`);
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  body.refuseOversized(e);
  if (e.record.getString("name") !== e.record.original().getString("name")) {
    const values = v.valuesOrThrow(
      shared.checkName(e.record.getString("name")),
      "Failed to update record.",
    );
    e.record.set("name", values.name);
  }
  e.next();
}, "users");

// However an account is made (sign-up, Google sign-in, the dashboard), its name is one clean
// line: a provider's display name is typed by a person too.
onRecordCreate((e) => {
  const { cleanLine } = require(`${__hooks}/lib/shared.js`);
  e.record.set("name", cleanLine(e.record.getString("name")).trim());
  e.next();
}, "users");
