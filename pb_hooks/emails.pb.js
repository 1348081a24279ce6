// One email, whatever its capitals (docs/decisions/0008-one-email-per-account.md): every account
// is stored with its email trimmed and in lower case, however it is made (sign-up, Google,
// dashboard, `superuser upsert`, an email change). The unique index compares without case
// (migration 1763800210), so a case-duplicate is refused, and sign-in and reset find the account
// whatever the capitals typed.

const lowerEmail = (e) => {
  const email = e.record.email();
  const lower = email.trim().toLowerCase();
  if (lower !== email) e.record.setEmail(lower);
  e.next();
};
onRecordCreate(lowerEmail, "users", "_superusers", "staff");
onRecordUpdate(lowerEmail, "users", "_superusers", "staff");

// A sign-up with an email already registered, in any capitals, says so in the spec's words.
onRecordCreateRequest((e) => {
  const email = e.record.email().trim().toLowerCase();
  let taken = false;
  try {
    taken = Boolean(email) && Boolean(e.app.findAuthRecordByEmail("users", email));
  } catch (_) {}
  if (taken) {
    const message = "This email is already registered. Please try logging in.";
    throw new BadRequestError(message, {
      email: new ValidationError("validation_not_unique", message),
    });
  }
  e.next();
}, "users");
