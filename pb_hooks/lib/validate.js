// What the hooks need around the shared rules (lib/shared.js, built from src/shared/): reading
// a record's JSON fields, and turning a shared check's verdict into PocketBase's 400 with field
// errors, { status: 400, message, data: { field: { code, message } } } (nested for JSON parts),
// the same messages the app's forms show.

/**
 * Parses a JSON field of a record into a plain JS value (null when empty or unparsable).
 * @param {core.Record} record
 * @param {string} field
 * @returns {unknown}
 */
function readJson(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    // not JSON: read as missing
    return null;
  }
}

/**
 * @param {unknown} value
 * @returns {value is { [key: string]: unknown }}
 */
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** @typedef {{ code: string, message: string } | FieldErrors} FieldError */
/** @typedef {{ [field: string]: FieldError }} FieldErrors */
/** @typedef {{ [field: string]: ValidationError | ValidationErrors }} ValidationErrors */

/**
 * { field: {code, message} } (nested) as PocketBase's validation errors.
 * @param {FieldErrors} errors
 * @returns {ValidationErrors}
 */
function toValidationErrors(errors) {
  /** @type {ValidationErrors} */
  const out = {};
  for (const [field, error] of Object.entries(errors)) {
    out[field] =
      typeof error.code === "string" && typeof error.message === "string"
        ? new ValidationError(error.code, error.message)
        : toValidationErrors(/** @type {FieldErrors} */ (error));
  }
  return out;
}

/**
 * The checked values of a shared check's verdict ({ok, values} or {ok: false, errors}); a
 * refusal throws PocketBase's 400 with each field's message.
 * @param {{ ok: true, values: unknown } | { ok: false, errors: FieldErrors }} verdict
 * @param {string=} message
 */
function valuesOrThrow(verdict, message) {
  if (verdict.ok) return verdict.values;
  throw new BadRequestError(
    message || "Failed to create record.",
    toValidationErrors(verdict.errors),
  );
}

module.exports = { readJson, isPlainObject, valuesOrThrow };
