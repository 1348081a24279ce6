/// <reference path="../pb_data/types.d.ts" />
// Sign-in errors the client can tell apart (spec section 8: "User not found. Please register."
// vs "Incorrect password."). PocketBase answers both with one generic 400, so for the users
// collection this hook answers first:
//
//   unknown email   -> 400 { message: "User not found. Please register.",
//                            data: { identity: { code: "user_not_found", message: ... } } }
//   wrong password  -> 400 { message: "Incorrect password.",
//                            data: { password: { code: "wrong_password", message: ... } } }
//
// This tells a caller whether an email is registered; the spec asks for exactly that, and the
// guest rate limit on "*:auth" bounds how fast anyone can probe.

onRecordAuthWithPasswordRequest((e) => {
  if (!e.record) {
    throw new BadRequestError("User not found. Please register.", {
      identity: new ValidationError("user_not_found", "User not found. Please register."),
    });
  }
  if (!e.record.validatePassword(e.password)) {
    throw new BadRequestError("Incorrect password.", {
      password: new ValidationError("wrong_password", "Incorrect password."),
    });
  }
  e.next();
}, "users");
