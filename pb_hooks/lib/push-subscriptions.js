// Storing a device's push subscription (push.pb.js). The owner comes from the session, never the
// body; the endpoint must be a push service's; the keys are what RFC 8291 encryption needs.

const MAX_DEVICES = 10;
const REFUSED_ENDPOINT = "Notifications cannot be sent to this address.";
const BAD_KEYS = "This subscription's keys are not valid.";
const BAD_EXPIRATION = "This subscription's expiration time is not valid.";

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 * @returns {never}
 */
function refuse(field, code, message) {
  throw new BadRequestError(message, { [field]: new ValidationError(code, message) });
}

/**
 * The owner field for the signed-in caller (user, staff or superuser) and the caller's id.
 * @param {core.Record | undefined} auth
 */
function ownerOf(auth) {
  const name = auth?.collection().name;
  if (auth && name === "users") return { field: "user", id: auth.id };
  if (auth && name === "staff") return { field: "staff", id: auth.id };
  if (auth && name === "_superusers") return { field: "superuser", id: auth.id };
  throw new ForbiddenError("Sign in to get notifications.");
}

/** @param {core.Record} record */
function readKeys(record) {
  /** @type {{ p256dh?: unknown, auth?: unknown } | null} */
  const keys = require(`${__hooks}/lib/validate.js`).readJson(record, "keys");
  const valid =
    keys &&
    typeof keys === "object" &&
    Object.keys(keys).length === 2 &&
    // a P-256 public key (65 bytes) and a 16-byte secret, base64url with or without padding
    typeof keys.p256dh === "string" &&
    /^[A-Za-z0-9_-]{87}=?$/.test(keys.p256dh) &&
    typeof keys.auth === "string" &&
    /^[A-Za-z0-9_-]{22}(==)?$/.test(keys.auth);
  if (!valid) return refuse("keys", "invalid_push_keys", BAD_KEYS);
  return { p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Checks and completes `e.record` before it is stored. Returns the stored record when this device
 * is already stored unchanged for the same owner (nothing to write); a stored record of the same
 * endpoint otherwise (a new key, another account signed in on the device) is deleted first.
 * @param {core.RecordRequestEvent} e
 */
function prepare(e) {
  const owner = ownerOf(e.auth);
  const record = e.record;
  const endpoint = record.getString("endpoint");
  const allow = $os.getenv("PUSH_ENDPOINT_ALLOW");
  if (!require(`${__hooks}/lib/push-endpoints.js`).isAllowedEndpoint(endpoint, allow)) {
    refuse("endpoint", "push_endpoint_refused", REFUSED_ENDPOINT);
  }
  const keys = readKeys(record);
  record.set("keys", keys);
  const expires = require(`${__hooks}/lib/validate.js`).readJson(record, "expirationTime");
  if (expires !== null && expires !== undefined && !(Number.isInteger(expires) && expires > 0)) {
    refuse("expirationTime", "invalid_push_expiration", BAD_EXPIRATION);
  }
  record.set("expirationTime", expires ?? null);
  for (const name of ["user", "staff", "superuser"]) record.set(name, "");
  record.set(owner.field, owner.id);
  let stored;
  try {
    stored = e.app.findFirstRecordByData("pushsubscriptions", "endpoint", endpoint);
  } catch {
    // not stored yet: this is a new subscription
    return undefined;
  }
  const storedKeys = require(`${__hooks}/lib/validate.js`).readJson(stored, "keys") || {};
  const same =
    stored.getString(owner.field) === owner.id &&
    storedKeys.p256dh === keys.p256dh &&
    storedKeys.auth === keys.auth &&
    JSON.stringify(require(`${__hooks}/lib/validate.js`).readJson(stored, "expirationTime")) ===
      JSON.stringify(expires ?? null);
  if (same) return stored;
  e.app.delete(stored);
  return undefined;
}

/**
 * After a new device is stored: the owner's oldest beyond MAX_DEVICES are removed.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function keepNewest(app, record) {
  const field = ["user", "staff", "superuser"].find((name) => record.getString(name));
  if (!field) return;
  const old = app.findRecordsByFilter(
    "pushsubscriptions",
    `${field} = {:owner}`,
    "-created,-id",
    100,
    MAX_DEVICES,
    { owner: record.getString(field) },
  );
  for (const stale of old) app.delete(stale);
}

module.exports = { prepare, keepNewest, REFUSED_ENDPOINT };
