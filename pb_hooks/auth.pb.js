// Password sign-in, for shoppers, staff and superusers alike: an address locked out of an
// account is refused with 429 before the password is looked at, and wrong passwords are counted
// per account and address (lib/signin-lock.js). A superuser token buys no extra guesses
// (lib/rate-limits.js).
//
// Shoppers get errors they can tell apart (docs/decisions/0007-sign-in-errors-and-locks.md):
//   unknown email   -> 400 { message: "User not found. Please register.",
//                            data: { identity: { code: "user_not_found", message: ... } } }
//   wrong password  -> 400 { message: "Incorrect password.",
//                            data: { password: { code: "wrong_password", message: ... } } }
// That tells a caller whether an email is registered; the per-IP rate limit on sign-in keeps
// such probing slow. Superusers and staff get PocketBase's one generic answer for both, in the
// same time: an unknown email is left to PocketBase, which checks a password against a stored
// hash anyway, and is counted and locked like a known one.

onRecordAuthWithPasswordRequest(
  (e) => {
    // before anything is checked: the superuser allow-list and the IPv6 /64 limit
    require(`${__hooks}/lib/auth-limits.js`).refuse(e, "authWithPassword", true);
    const lock = require(`${__hooks}/lib/signin-lock.js`);
    require(`${__hooks}/lib/rate-limits.js`).refuseSuperuserTokenSignIns(e);
    const collection = e.collection.name;
    const shopper = collection === "users";
    const account = lock.accountKey(collection, e.record, e.identity);
    // an IPv6 client is counted by its /64 (src/shared/client-address.ts)
    const ip = require(`${__hooks}/lib/shared.js`).addressKey(e.realIP());
    if (account) lock.refuseIfLocked(e.app, collection, account, ip);
    if (!e.record) {
      if (!shopper) {
        lock.recordFailure(e.app, collection, account, ip);
        return e.next();
      }
      throw new BadRequestError("User not found. Please register.", {
        identity: new ValidationError("user_not_found", "User not found. Please register."),
      });
    }
    if (!e.record.validatePassword(e.password)) {
      lock.recordFailure(e.app, collection, account, ip);
      if (!shopper) throw new BadRequestError("Failed to authenticate.");
      throw new BadRequestError("Incorrect password.", {
        password: new ValidationError("wrong_password", "Incorrect password."),
      });
    }
    lock.clear(e.app, collection, account, ip);
    e.next();
  },
  "users",
  "_superusers",
  "staff",
);

// Proof of the mailbox (a one-time code) or of the Google account lifts every lock of the
// account, from every address: the owner locked out by someone's guesses gets back in this way.
onRecordAuthRequest(
  (e) => {
    if (e.authMethod === "otp" || e.authMethod === "oauth2") {
      require(`${__hooks}/lib/signin-lock.js`).clearAccount(e.app, e.collection.name, e.record.id);
    }
    e.next();
  },
  "users",
  "_superusers",
  "staff",
);

// So does a completed password reset.
onRecordConfirmPasswordResetRequest(
  (e) => {
    e.next();
    require(`${__hooks}/lib/signin-lock.js`).clearAccount(e.app, e.collection.name, e.record.id);
  },
  "users",
  "_superusers",
  "staff",
);

cronAdd("shop-signin-locks", "17 * * * *", () => {
  require(`${__hooks}/lib/signin-lock.js`).prune($app);
});

// `pocketbase shop-unlock EMAIL` (npm run unlock -- EMAIL; npm start runs it for the superuser
// when PB_ADMIN_PASSWORD is set): lifts every sign-in lock of that superuser, staff member or
// customer.
$app.rootCmd.addCommand(
  new Command({
    use: "shop-unlock",
    short: "Lifts every sign-in lock of the account (superuser, staff, customer) with this email",
    silenceUsage: true,
    runE: (_cmd, args) => {
      const email = String(args[0] || "").trim();
      if (!email) throw new Error("usage: shop-unlock EMAIL");
      const lock = require(`${__hooks}/lib/signin-lock.js`);
      let found = false;
      for (const collection of ["_superusers", "staff", "users"]) {
        let record = null;
        try {
          record = $app.findAuthRecordByEmail(collection, email);
        } catch (_) {
          continue;
        }
        found = true;
        const lifted = lock.clearAccount($app, collection, record.id);
        // the command's answer, on its standard output (goja's console)
        /** @type {any} */ (globalThis).console.log(
          `${collection} ${record.email()}: ${lifted} sign-in lock(s) lifted`,
        );
      }
      if (!found) throw new Error(`no account with the email ${email}`);
    },
  }),
);
