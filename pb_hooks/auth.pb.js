// Password sign-in, for shoppers and superusers alike: a locked account is refused with 429
// before its password is looked at (lib/signin-lock.js), and wrong passwords are counted.
//
// Shoppers get errors they can tell apart (README: Decisions, "Login errors"):
//   unknown email   -> 400 { message: "User not found. Please register.",
//                            data: { identity: { code: "user_not_found", message: ... } } }
//   wrong password  -> 400 { message: "Incorrect password.",
//                            data: { password: { code: "wrong_password", message: ... } } }
// That tells a caller whether an email is registered; the per-IP rate limit on sign-in keeps
// such probing slow. Superusers get PocketBase's one generic answer for both.

onRecordAuthWithPasswordRequest(
  (e) => {
    const lock = require(`${__hooks}/lib/signin-lock.js`);
    const shopper = e.collection.name === "users";
    const identity = String(e.identity || "")
      .trim()
      .toLowerCase();
    lock.refuseIfLocked(e.app, e.collection.name, identity);
    if (!e.record) {
      if (!shopper) throw new BadRequestError("Failed to authenticate.");
      throw new BadRequestError("User not found. Please register.", {
        identity: new ValidationError("user_not_found", "User not found. Please register."),
      });
    }
    if (!e.record.validatePassword(e.password)) {
      lock.recordFailure(e.app, e.collection.name, identity);
      if (!shopper) throw new BadRequestError("Failed to authenticate.");
      throw new BadRequestError("Incorrect password.", {
        password: new ValidationError("wrong_password", "Incorrect password."),
      });
    }
    lock.clear(e.app, e.collection.name, identity);
    e.next();
  },
  "users",
  "_superusers",
);
